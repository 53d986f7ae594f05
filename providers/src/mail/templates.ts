import { escapeHtml, singleLine, textDirection, type Language } from '@fitrater/contracts';
import type { MailKind } from './mail-kind';
import { BILLING_MAIL_COPY } from './billing-mail.copy';
import { EXPORT_MAIL_COPY } from './export-mail.copy';

export interface MailVars {
  name: string;
  code?: string;
  /** Billing mails: amount with currency and expiry date, already formatted for the language. */
  billing?: { amount: string; date: string; days: number; renewUrl: string };
  /** "Your data is ready": where to download it and until when. */
  link?: { url: string; date: string };
}

interface Strings {
  greeting: string; // {name}
  verifySubject: string;
  verifyBody: string;
  resetSubject: string;
  resetBody: string;
  codeExpiry: string;
  ignore: string;
  welcomeSubject: string;
  welcomeBody: string;
  welcomeTip: string;
  signoff: string;
}

/** Mail copy in all ten languages. `{name}` is replaced after escaping. */
const STRINGS: Record<Language, Strings> = {
  en: {
    greeting: 'Hi {name},',
    verifySubject: 'Your FitRater verification code',
    verifyBody: 'Use this code to verify your e-mail address and finish creating your account:',
    resetSubject: 'Your FitRater password reset code',
    resetBody: 'Use this code to reset your password:',
    codeExpiry: 'The code expires in 10 minutes and can be used once.',
    ignore: "If you didn't ask for this, you can ignore this e-mail.",
    welcomeSubject: 'Welcome to FitRater!',
    welcomeBody: 'Your account is ready. Snap or describe an outfit, pick the occasion, and get an AI rating out of 10 with feedback in seconds.',
    welcomeTip: 'Tip: rate a few outfits to unlock your personal style insights.',
    signoff: 'The FitRater team',
  },
  es: {
    greeting: 'Hola, {name}:',
    verifySubject: 'Tu código de verificación de FitRater',
    verifyBody: 'Usa este código para verificar tu correo y terminar de crear tu cuenta:',
    resetSubject: 'Tu código para restablecer la contraseña de FitRater',
    resetBody: 'Usa este código para restablecer tu contraseña:',
    codeExpiry: 'El código caduca en 10 minutos y solo puede usarse una vez.',
    ignore: 'Si no lo solicitaste, puedes ignorar este correo.',
    welcomeSubject: '¡Te damos la bienvenida a FitRater!',
    welcomeBody: 'Tu cuenta está lista. Fotografía o describe un conjunto, elige la ocasión y recibe en segundos una puntuación de la IA sobre 10 con comentarios.',
    welcomeTip: 'Consejo: valora algunos conjuntos para desbloquear tus análisis de estilo personales.',
    signoff: 'El equipo de FitRater',
  },
  fr: {
    greeting: 'Bonjour {name},',
    verifySubject: 'Votre code de vérification FitRater',
    verifyBody: 'Utilisez ce code pour vérifier votre adresse e-mail et terminer la création de votre compte :',
    resetSubject: 'Votre code de réinitialisation du mot de passe FitRater',
    resetBody: 'Utilisez ce code pour réinitialiser votre mot de passe :',
    codeExpiry: 'Le code expire dans 10 minutes et ne peut être utilisé qu’une fois.',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.',
    welcomeSubject: 'Bienvenue sur FitRater !',
    welcomeBody: 'Votre compte est prêt. Photographiez ou décrivez une tenue, choisissez l’occasion et recevez en quelques secondes une note de l’IA sur 10, avec des conseils.',
    welcomeTip: 'Astuce : notez quelques tenues pour débloquer vos analyses de style personnalisées.',
    signoff: 'L’équipe FitRater',
  },
  de: {
    greeting: 'Hallo {name},',
    verifySubject: 'Dein FitRater-Bestätigungscode',
    verifyBody: 'Mit diesem Code bestätigst du deine E-Mail-Adresse und schließt die Kontoerstellung ab:',
    resetSubject: 'Dein Code zum Zurücksetzen des FitRater-Passworts',
    resetBody: 'Mit diesem Code setzt du dein Passwort zurück:',
    codeExpiry: 'Der Code ist 10 Minuten gültig und kann nur einmal verwendet werden.',
    ignore: 'Wenn du das nicht angefordert hast, kannst du diese E-Mail ignorieren.',
    welcomeSubject: 'Willkommen bei FitRater!',
    welcomeBody: 'Dein Konto ist bereit. Fotografiere oder beschreibe ein Outfit, wähle den Anlass und erhalte in Sekunden eine KI-Bewertung von 10 mit Feedback.',
    welcomeTip: 'Tipp: Bewerte ein paar Outfits, um deine persönlichen Stil-Einblicke freizuschalten.',
    signoff: 'Dein FitRater-Team',
  },
  it: {
    greeting: 'Ciao {name},',
    verifySubject: 'Il tuo codice di verifica FitRater',
    verifyBody: 'Usa questo codice per verificare il tuo indirizzo e-mail e completare la creazione dell’account:',
    resetSubject: 'Il tuo codice per reimpostare la password di FitRater',
    resetBody: 'Usa questo codice per reimpostare la password:',
    codeExpiry: 'Il codice scade tra 10 minuti e può essere usato una sola volta.',
    ignore: 'Se non l’hai richiesto tu, puoi ignorare questa e-mail.',
    welcomeSubject: 'Benvenuto su FitRater!',
    welcomeBody: 'Il tuo account è pronto. Fotografa o descrivi un outfit, scegli l’occasione e ricevi in pochi secondi un voto dell’IA su 10 con consigli.',
    welcomeTip: 'Suggerimento: valuta qualche outfit per sbloccare le tue analisi di stile personali.',
    signoff: 'Il team di FitRater',
  },
  pt: {
    greeting: 'Olá, {name},',
    verifySubject: 'Seu código de verificação do FitRater',
    verifyBody: 'Use este código para verificar seu e-mail e concluir a criação da sua conta:',
    resetSubject: 'Seu código para redefinir a senha do FitRater',
    resetBody: 'Use este código para redefinir sua senha:',
    codeExpiry: 'O código expira em 10 minutos e só pode ser usado uma vez.',
    ignore: 'Se você não fez esta solicitação, ignore este e-mail.',
    welcomeSubject: 'Boas-vindas ao FitRater!',
    welcomeBody: 'Sua conta está pronta. Fotografe ou descreva um look, escolha a ocasião e receba em segundos uma nota da IA de 0 a 10 com comentários.',
    welcomeTip: 'Dica: avalie alguns looks para desbloquear suas análises de estilo personalizadas.',
    signoff: 'Equipe FitRater',
  },
  zh: {
    greeting: '{name}，你好：',
    verifySubject: '你的 FitRater 验证码',
    verifyBody: '请使用以下验证码验证你的邮箱并完成账户创建：',
    resetSubject: '你的 FitRater 密码重置验证码',
    resetBody: '请使用以下验证码重置密码：',
    codeExpiry: '验证码 10 分钟内有效，且只能使用一次。',
    ignore: '如果这不是你本人的操作，请忽略此邮件。',
    welcomeSubject: '欢迎加入 FitRater！',
    welcomeBody: '你的账户已准备就绪。拍下或描述一套穿搭，选择场合，几秒钟内即可获得 AI 给出的 10 分制评分和建议。',
    welcomeTip: '小贴士：多评几套穿搭，即可解锁你的个人风格洞察。',
    signoff: 'FitRater 团队',
  },
  ja: {
    greeting: '{name} さん',
    verifySubject: 'FitRater の確認コード',
    verifyBody: '次のコードでメールアドレスを確認し、アカウント作成を完了してください：',
    resetSubject: 'FitRater パスワード再設定コード',
    resetBody: '次のコードでパスワードを再設定してください：',
    codeExpiry: 'コードの有効期限は 10 分で、1 回のみ使用できます。',
    ignore: 'お心当たりがない場合は、このメールを無視してください。',
    welcomeSubject: 'FitRater へようこそ！',
    welcomeBody: 'アカウントの準備ができました。コーデを撮影するか説明し、シーンを選ぶと、数秒で AI が 10 点満点で評価してアドバイスします。',
    welcomeTip: 'ヒント：いくつかコーデを評価すると、あなただけのスタイル分析が解放されます。',
    signoff: 'FitRater チーム',
  },
  ko: {
    greeting: '{name}님, 안녕하세요.',
    verifySubject: 'FitRater 인증 코드',
    verifyBody: '아래 코드로 이메일 주소를 인증하고 계정 만들기를 완료하세요:',
    resetSubject: 'FitRater 비밀번호 재설정 코드',
    resetBody: '아래 코드로 비밀번호를 재설정하세요:',
    codeExpiry: '코드는 10분 동안 유효하며 한 번만 사용할 수 있습니다.',
    ignore: '요청하지 않으셨다면 이 이메일을 무시하셔도 됩니다.',
    welcomeSubject: 'FitRater에 오신 것을 환영합니다!',
    welcomeBody: '계정이 준비되었습니다. 코디를 촬영하거나 설명하고 상황을 고르면, 몇 초 만에 AI가 10점 만점으로 평가하고 피드백을 드립니다.',
    welcomeTip: '팁: 코디를 몇 개 평가하면 나만의 스타일 인사이트가 열립니다.',
    signoff: 'FitRater 팀',
  },
  ar: {
    greeting: 'مرحبًا {name}،',
    verifySubject: 'رمز التحقق الخاص بك في FitRater',
    verifyBody: 'استخدم هذا الرمز لتأكيد بريدك الإلكتروني وإكمال إنشاء حسابك:',
    resetSubject: 'رمز إعادة تعيين كلمة المرور في FitRater',
    resetBody: 'استخدم هذا الرمز لإعادة تعيين كلمة المرور:',
    codeExpiry: 'تنتهي صلاحية الرمز خلال 10 دقائق ويمكن استخدامه مرة واحدة فقط.',
    ignore: 'إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة.',
    welcomeSubject: 'مرحبًا بك في FitRater!',
    welcomeBody: 'حسابك جاهز. التقط صورة لإطلالتك أو صفها، واختر المناسبة، واحصل خلال ثوانٍ على تقييم من الذكاء الاصطناعي من 10 مع ملاحظات.',
    welcomeTip: 'نصيحة: قيّم بضع إطلالات لتفتح تحليلات أسلوبك الشخصية.',
    signoff: 'فريق FitRater',
  },
};

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Renders a mail. User text (the name) is escaped in HTML and kept on one line in the subject. */
export function renderMail(kind: MailKind, language: Language, vars: MailVars): RenderedMail {
  const s = STRINGS[language] ?? STRINGS.en;
  const name = singleLine(vars.name).slice(0, 80);
  const greetingText = s.greeting.replace('{name}', name);
  const greetingHtml = escapeHtml(s.greeting).replace('{name}', escapeHtml(name));
  const code = vars.code ?? '';
  let subject: string;
  let paragraphs: string[];
  let showCode = false;
  let link: { label: string; url: string } | null = null;
  switch (kind) {
    case 'verify_email':
      subject = s.verifySubject;
      paragraphs = [s.verifyBody];
      showCode = true;
      break;
    case 'reset_password':
      subject = s.resetSubject;
      paragraphs = [s.resetBody];
      showCode = true;
      break;
    // Billing
    case 'payment_confirmation':
    case 'renewal_reminder':
    case 'premium_expired': {
      const b = BILLING_MAIL_COPY[language] ?? BILLING_MAIL_COPY.en;
      const fill = (t: string) => t.replace('{amount}', vars.billing?.amount ?? '').replace('{date}', vars.billing?.date ?? '').replace('{days}', String(vars.billing?.days ?? ''));
      const parts = kind === 'payment_confirmation' ? [b.confirmationSubject, b.confirmationBody, b.confirmationNote]
        : kind === 'renewal_reminder' ? [b.reminderSubject, b.reminderBody, b.reminderNote]
          : [b.expiredSubject, b.expiredBody];
      subject = parts[0]!;
      paragraphs = parts.slice(1).map(fill);
      if (kind !== 'payment_confirmation' && vars.billing) link = { label: b.renewLink, url: vars.billing.renewUrl };
      break;
    }
    // "Download my data"
    case 'export_ready': {
      const e = EXPORT_MAIL_COPY[language] ?? EXPORT_MAIL_COPY.en;
      subject = e.subject;
      paragraphs = [e.body, e.note.replace('{date}', vars.link?.date ?? '')];
      if (vars.link) link = { label: e.link, url: vars.link.url };
      break;
    }
    case 'welcome':
    default:
      subject = s.welcomeSubject;
      paragraphs = [s.welcomeBody, s.welcomeTip];
  }
  const after = showCode ? [s.codeExpiry, s.ignore] : [];
  const text = [greetingText, '', ...paragraphs, ...(showCode ? ['', code, ''] : ['']), ...(link ? [`${link.label}: ${link.url}`, ''] : []), ...after, '', s.signoff].join('\n');
  const dir = textDirection(language);
  const p = (t: string) => `<p style="margin:0 0 16px">${escapeHtml(t)}</p>`;
  const html = `<!doctype html><html lang="${language}" dir="${dir}"><body style="margin:0;background:#f4f4f5;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#18181b">
<div style="max-width:480px;margin:0 auto;padding:32px 24px;background:#ffffff">
<h1 style="font-size:20px;margin:0 0 24px">FitRater</h1>
<p style="margin:0 0 16px">${greetingHtml}</p>
${paragraphs.map(p).join('\n')}
${showCode ? `<p style="font-size:32px;letter-spacing:8px;font-weight:700;margin:8px 0 24px;direction:ltr;text-align:center">${escapeHtml(code)}</p>` : ''}
${link ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(link.url)}" style="display:inline-block;background:#18181b;color:#ffffff;padding:12px 20px;border-radius:10px;text-decoration:none;font-weight:600">${escapeHtml(link.label)}</a></p>` : ''}
${after.map(p).join('\n')}
<p style="margin:24px 0 0;color:#52525b">${escapeHtml(s.signoff)}</p>
</div></body></html>`;
  return { subject, text, html };
}
