import type { Language } from '../languages';

/** The words around operator text and the reminders, per language (the tips live in morning-tips.ts; core's notifications render both). */
export interface NotificationCopy {
  morningTipTitle: string;
  streakTitle: string;
  /** {{days}}: the current day streak. */
  streakBody: string;
  appUpdateTitle: string;
  premiumTipTitle: string;
  /** A friend's first rating earned the referrer a free suggestion. */
  referralRewardTitle: string;
  referralRewardBody: string;
}

export const NOTIFICATION_COPY: Record<Language, NotificationCopy> = {
  en: {
    morningTipTitle: 'Good morning! Your style tip',
    streakTitle: 'Keep your streak alive',
    streakBody: 'You are on a {{days}}-day streak. Rate an outfit today to keep it going.',
    appUpdateTitle: 'New in FitRater',
    premiumTipTitle: 'Premium styling tip',
    referralRewardTitle: 'You earned a free suggestion',
    referralRewardBody: 'A friend you invited rated their first outfit. Use it on any rated outfit.',
  },
  es: {
    morningTipTitle: '¡Buenos días! Tu consejo de estilo',
    streakTitle: 'Mantén tu racha',
    streakBody: 'Llevas una racha de {{days}} días. Puntúa un outfit hoy para mantenerla.',
    appUpdateTitle: 'Novedades en FitRater',
    premiumTipTitle: 'Consejo de estilo Premium',
    referralRewardTitle: 'Has ganado una sugerencia gratis',
    referralRewardBody: 'Una persona que invitaste ha puntuado su primer outfit. Usa tu sugerencia gratis en cualquier outfit puntuado.',
  },
  fr: {
    morningTipTitle: 'Bonjour ! Votre conseil style',
    streakTitle: 'Gardez votre série',
    streakBody: 'Vous êtes sur une série de {{days}} jours. Faites noter une tenue aujourd’hui pour la prolonger.',
    appUpdateTitle: 'Nouveau dans FitRater',
    premiumTipTitle: 'Conseil style Premium',
    referralRewardTitle: 'Vous avez gagné une suggestion gratuite',
    referralRewardBody: 'Une personne que vous avez invitée a fait noter sa première tenue. Utilisez votre suggestion gratuite sur n’importe quelle tenue notée.',
  },
  de: {
    morningTipTitle: 'Guten Morgen! Dein Style-Tipp',
    streakTitle: 'Halte deine Serie',
    streakBody: 'Du bist seit {{days}} Tagen dabei. Lass heute ein Outfit bewerten, damit die Serie weiterläuft.',
    appUpdateTitle: 'Neu in FitRater',
    premiumTipTitle: 'Premium-Styling-Tipp',
    referralRewardTitle: 'Du hast einen kostenlosen Vorschlag verdient',
    referralRewardBody: 'Eine von dir eingeladene Person hat ihr erstes Outfit bewerten lassen. Nutze deinen kostenlosen Vorschlag für ein beliebiges bewertetes Outfit.',
  },
  it: {
    morningTipTitle: 'Buongiorno! Il tuo consiglio di stile',
    streakTitle: 'Non perdere la tua serie',
    streakBody: 'Sei a una serie di {{days}} giorni. Fai valutare un outfit oggi per continuarla.',
    appUpdateTitle: 'Novità in FitRater',
    premiumTipTitle: 'Consiglio di stile Premium',
    referralRewardTitle: 'Hai guadagnato un suggerimento gratuito',
    referralRewardBody: 'Una persona che hai invitato ha fatto valutare il suo primo outfit. Usa il suggerimento gratuito su qualsiasi outfit valutato.',
  },
  pt: {
    morningTipTitle: 'Bom dia! A sua dica de estilo',
    streakTitle: 'Mantenha a sua sequência',
    streakBody: 'Está numa sequência de {{days}} dias. Avalie um look hoje para a manter.',
    appUpdateTitle: 'Novidades no FitRater',
    premiumTipTitle: 'Dica de estilo Premium',
    referralRewardTitle: 'Ganhou uma sugestão grátis',
    referralRewardBody: 'Uma pessoa que convidou avaliou o primeiro look. Use a sua sugestão grátis em qualquer look avaliado.',
  },
  zh: {
    morningTipTitle: '早上好！今日穿搭小贴士',
    streakTitle: '保持你的连续记录',
    streakBody: '你已连续 {{days}} 天。今天评一套穿搭，让记录继续。',
    appUpdateTitle: 'FitRater 新功能',
    premiumTipTitle: '高级会员穿搭建议',
    referralRewardTitle: '你获得了一次免费建议',
    referralRewardBody: '你邀请的好友完成了第一次穿搭评分。你可以在任意一次已评分的穿搭上使用这次免费建议。',
  },
  ja: {
    morningTipTitle: 'おはようございます！今日のスタイルのヒント',
    streakTitle: '連続記録を続けましょう',
    streakBody: '現在 {{days}} 日連続です。今日もコーデを評価して記録をつなげましょう。',
    appUpdateTitle: 'FitRater の新機能',
    premiumTipTitle: 'プレミアムのスタイルヒント',
    referralRewardTitle: '無料の提案を 1 回獲得しました',
    referralRewardBody: '招待した友だちが初めてのコーデ評価を受けました。評価済みのどのコーデにも無料の提案を使えます。',
  },
  ko: {
    morningTipTitle: '좋은 아침이에요! 오늘의 스타일 팁',
    streakTitle: '연속 기록을 이어가세요',
    streakBody: '{{days}}일 연속 기록 중이에요. 오늘 코디를 평가받고 기록을 이어가세요.',
    appUpdateTitle: 'FitRater 새 기능',
    premiumTipTitle: '프리미엄 스타일 팁',
    referralRewardTitle: '무료 제안 1회를 받았어요',
    referralRewardBody: '초대한 친구가 첫 코디 평가를 받았어요. 평가받은 어떤 코디에든 무료 제안을 사용할 수 있어요.',
  },
  ar: {
    morningTipTitle: 'صباح الخير! نصيحتك للأناقة اليوم',
    streakTitle: 'حافظ على سلسلتك',
    streakBody: 'أنت في سلسلة من {{days}} يومًا. قيّم إطلالة اليوم لتستمر السلسلة.',
    appUpdateTitle: 'الجديد في FitRater',
    premiumTipTitle: 'نصيحة أناقة مميزة',
    referralRewardTitle: 'ربحت اقتراحًا مجانيًا',
    referralRewardBody: 'قيّم صديق دعوته أول إطلالة له. استخدم اقتراحك المجاني على أي إطلالة مُقيَّمة.',
  },
};
