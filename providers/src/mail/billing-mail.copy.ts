import type { Language } from '@fitrater/contracts';

/**
 * Billing e-mails in all ten languages, rendered by the shared mail template
 * (mail/templates.ts). Placeholders: {amount} (formatted with its currency),
 * {date} (the expiry, long date in UTC), {days} (premium days per payment).
 */
export interface BillingMailCopy {
  confirmationSubject: string;
  confirmationBody: string;
  confirmationNote: string;
  reminderSubject: string;
  reminderBody: string;
  reminderNote: string;
  expiredSubject: string;
  expiredBody: string;
  renewLink: string;
}

export const BILLING_MAIL_COPY: Record<Language, BillingMailCopy> = {
  en: {
    confirmationSubject: 'Your FitRater Premium payment is confirmed',
    confirmationBody: 'Thank you! We received your payment of {amount}. Premium is active for {days} days, until {date}.',
    confirmationNote: 'Nothing renews by itself: we will remind you 3 days before it ends. Refunds can be requested within 7 days.',
    reminderSubject: 'Your FitRater Premium ends in 3 days',
    reminderBody: 'Your premium membership ends on {date}. Renew for {amount} to keep 100 ratings a month and your premium features.',
    reminderNote: "Don't want to renew? Do nothing: premium simply ends on that date.",
    expiredSubject: 'Your FitRater Premium has ended',
    expiredBody: 'Your premium membership ended on {date}. You are back on the free plan; you can renew any time for {amount}.',
    renewLink: 'Renew premium',
  },
  es: {
    confirmationSubject: 'Tu pago de FitRater Premium está confirmado',
    confirmationBody: '¡Gracias! Recibimos tu pago de {amount}. Premium está activo durante {days} días, hasta el {date}.',
    confirmationNote: 'Nada se renueva solo: te avisaremos 3 días antes de que termine. Puedes pedir un reembolso en un plazo de 7 días.',
    reminderSubject: 'Tu FitRater Premium termina en 3 días',
    reminderBody: 'Tu suscripción premium termina el {date}. Renueva por {amount} para conservar 100 valoraciones al mes y tus funciones premium.',
    reminderNote: '¿No quieres renovar? No hagas nada: premium terminará en esa fecha.',
    expiredSubject: 'Tu FitRater Premium ha terminado',
    expiredBody: 'Tu suscripción premium terminó el {date}. Vuelves al plan gratuito; puedes renovar cuando quieras por {amount}.',
    renewLink: 'Renovar premium',
  },
  fr: {
    confirmationSubject: 'Votre paiement FitRater Premium est confirmé',
    confirmationBody: 'Merci ! Nous avons reçu votre paiement de {amount}. Premium est actif pendant {days} jours, jusqu’au {date}.',
    confirmationNote: 'Rien ne se renouvelle tout seul : nous vous préviendrons 3 jours avant la fin. Un remboursement peut être demandé sous 7 jours.',
    reminderSubject: 'Votre FitRater Premium se termine dans 3 jours',
    reminderBody: 'Votre abonnement premium se termine le {date}. Renouvelez pour {amount} afin de garder 100 notes par mois et vos fonctions premium.',
    reminderNote: 'Vous ne souhaitez pas renouveler ? Ne faites rien : premium s’arrêtera simplement à cette date.',
    expiredSubject: 'Votre FitRater Premium est terminé',
    expiredBody: 'Votre abonnement premium s’est terminé le {date}. Vous revenez à l’offre gratuite ; vous pouvez renouveler à tout moment pour {amount}.',
    renewLink: 'Renouveler premium',
  },
  de: {
    confirmationSubject: 'Deine Zahlung für FitRater Premium ist bestätigt',
    confirmationBody: 'Danke! Wir haben deine Zahlung über {amount} erhalten. Premium ist {days} Tage aktiv, bis zum {date}.',
    confirmationNote: 'Nichts verlängert sich automatisch: Wir erinnern dich 3 Tage vor dem Ende. Eine Erstattung kannst du innerhalb von 7 Tagen anfordern.',
    reminderSubject: 'Dein FitRater Premium endet in 3 Tagen',
    reminderBody: 'Deine Premium-Mitgliedschaft endet am {date}. Verlängere für {amount}, um 100 Bewertungen im Monat und deine Premium-Funktionen zu behalten.',
    reminderNote: 'Du möchtest nicht verlängern? Dann tu nichts: Premium endet einfach an diesem Tag.',
    expiredSubject: 'Dein FitRater Premium ist abgelaufen',
    expiredBody: 'Deine Premium-Mitgliedschaft ist am {date} abgelaufen. Du nutzt wieder den kostenlosen Plan und kannst jederzeit für {amount} verlängern.',
    renewLink: 'Premium verlängern',
  },
  it: {
    confirmationSubject: 'Il tuo pagamento FitRater Premium è confermato',
    confirmationBody: 'Grazie! Abbiamo ricevuto il tuo pagamento di {amount}. Premium è attivo per {days} giorni, fino al {date}.',
    confirmationNote: 'Nulla si rinnova da solo: ti avviseremo 3 giorni prima della scadenza. Puoi chiedere un rimborso entro 7 giorni.',
    reminderSubject: 'Il tuo FitRater Premium scade tra 3 giorni',
    reminderBody: 'Il tuo abbonamento premium scade il {date}. Rinnova per {amount} per mantenere 100 valutazioni al mese e le funzioni premium.',
    reminderNote: 'Non vuoi rinnovare? Non fare nulla: premium terminerà semplicemente in quella data.',
    expiredSubject: 'Il tuo FitRater Premium è scaduto',
    expiredBody: 'Il tuo abbonamento premium è scaduto il {date}. Sei tornato al piano gratuito; puoi rinnovare quando vuoi per {amount}.',
    renewLink: 'Rinnova premium',
  },
  pt: {
    confirmationSubject: 'Seu pagamento do FitRater Premium foi confirmado',
    confirmationBody: 'Obrigado! Recebemos seu pagamento de {amount}. O premium está ativo por {days} dias, até {date}.',
    confirmationNote: 'Nada é renovado sozinho: vamos lembrar você 3 dias antes do fim. Reembolsos podem ser pedidos em até 7 dias.',
    reminderSubject: 'Seu FitRater Premium termina em 3 dias',
    reminderBody: 'Sua assinatura premium termina em {date}. Renove por {amount} para manter 100 avaliações por mês e seus recursos premium.',
    reminderNote: 'Não quer renovar? Não faça nada: o premium simplesmente termina nessa data.',
    expiredSubject: 'Seu FitRater Premium terminou',
    expiredBody: 'Sua assinatura premium terminou em {date}. Você voltou ao plano gratuito; pode renovar quando quiser por {amount}.',
    renewLink: 'Renovar premium',
  },
  zh: {
    confirmationSubject: '你的 FitRater 高级会员付款已确认',
    confirmationBody: '谢谢！我们已收到你支付的 {amount}。高级会员有效期 {days} 天，至 {date}。',
    confirmationNote: '不会自动续费：我们会在到期前 3 天提醒你。7 天内可申请退款。',
    reminderSubject: '你的 FitRater 高级会员将在 3 天后到期',
    reminderBody: '你的高级会员将于 {date} 到期。支付 {amount} 续费即可继续享受每月 100 次评分和全部高级功能。',
    reminderNote: '不想续费？无需任何操作，高级会员将在该日期自动结束。',
    expiredSubject: '你的 FitRater 高级会员已到期',
    expiredBody: '你的高级会员已于 {date} 到期，现已恢复为免费版。你可以随时支付 {amount} 续费。',
    renewLink: '续费高级会员',
  },
  ja: {
    confirmationSubject: 'FitRater プレミアムのお支払いが確認されました',
    confirmationBody: 'ありがとうございます！{amount} のお支払いを受け付けました。プレミアムは {days} 日間、{date} まで有効です。',
    confirmationNote: '自動更新はありません。終了の 3 日前にお知らせします。返金は 7 日以内にリクエストできます。',
    reminderSubject: 'FitRater プレミアムはあと 3 日で終了します',
    reminderBody: 'プレミアム会員は {date} に終了します。{amount} で更新すると、月 100 回の評価とプレミアム機能を引き続き利用できます。',
    reminderNote: '更新しない場合は何もする必要はありません。その日にプレミアムが終了します。',
    expiredSubject: 'FitRater プレミアムが終了しました',
    expiredBody: 'プレミアム会員は {date} に終了し、無料プランに戻りました。{amount} でいつでも更新できます。',
    renewLink: 'プレミアムを更新',
  },
  ko: {
    confirmationSubject: 'FitRater 프리미엄 결제가 확인되었어요',
    confirmationBody: '감사합니다! {amount} 결제를 받았어요. 프리미엄은 {days}일 동안, {date}까지 이용할 수 있어요.',
    confirmationNote: '자동으로 갱신되지 않아요. 종료 3일 전에 알려 드릴게요. 환불은 7일 이내에 요청할 수 있어요.',
    reminderSubject: 'FitRater 프리미엄이 3일 후에 종료돼요',
    reminderBody: '프리미엄 멤버십이 {date}에 종료돼요. {amount}에 갱신하면 월 100회 평가와 프리미엄 기능을 계속 이용할 수 있어요.',
    reminderNote: '갱신하지 않으려면 아무것도 하지 않으면 돼요. 그날 프리미엄이 종료돼요.',
    expiredSubject: 'FitRater 프리미엄이 종료되었어요',
    expiredBody: '프리미엄 멤버십이 {date}에 종료되어 무료 플랜으로 돌아왔어요. 언제든 {amount}에 갱신할 수 있어요.',
    renewLink: '프리미엄 갱신하기',
  },
  ar: {
    confirmationSubject: 'تم تأكيد دفعتك لاشتراك FitRater المميز',
    confirmationBody: 'شكرًا لك! استلمنا دفعتك بقيمة {amount}. العضوية المميزة فعّالة لمدة {days} يومًا حتى {date}.',
    confirmationNote: 'لا يتجدد أي شيء تلقائيًا: سنذكّرك قبل انتهائها بثلاثة أيام. يمكنك طلب استرداد المبلغ خلال 7 أيام.',
    reminderSubject: 'تنتهي عضويتك المميزة في FitRater بعد 3 أيام',
    reminderBody: 'تنتهي عضويتك المميزة في {date}. جدّدها مقابل {amount} لتحتفظ بـ 100 تقييم شهريًا وبالميزات المميزة.',
    reminderNote: 'لا تريد التجديد؟ لا تفعل شيئًا: ستنتهي العضوية المميزة في ذلك التاريخ.',
    expiredSubject: 'انتهت عضويتك المميزة في FitRater',
    expiredBody: 'انتهت عضويتك المميزة في {date}. عدت إلى الخطة المجانية، ويمكنك التجديد في أي وقت مقابل {amount}.',
    renewLink: 'تجديد العضوية المميزة',
  },
};
