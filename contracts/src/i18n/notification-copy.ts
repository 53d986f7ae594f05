import type { Language } from '../languages';

/** The words around operator text and the reminders, per language (the tips live in morning-tips.ts; core's notifications render both). */
export interface NotificationCopy {
  morningTipTitle: string;
  streakTitle: string;
  /** {{days}}: the current day streak. */
  streakBody: string;
  appUpdateTitle: string;
  premiumTipTitle: string;
}

export const NOTIFICATION_COPY: Record<Language, NotificationCopy> = {
  en: {
    morningTipTitle: 'Good morning! Your style tip',
    streakTitle: 'Keep your streak alive',
    streakBody: 'You are on a {{days}}-day streak. Rate an outfit today to keep it going.',
    appUpdateTitle: 'New in FitRater',
    premiumTipTitle: 'Premium styling tip',
  },
  es: {
    morningTipTitle: '¡Buenos días! Tu consejo de estilo',
    streakTitle: 'Mantén tu racha',
    streakBody: 'Llevas una racha de {{days}} días. Puntúa un outfit hoy para mantenerla.',
    appUpdateTitle: 'Novedades en FitRater',
    premiumTipTitle: 'Consejo de estilo Premium',
  },
  fr: {
    morningTipTitle: 'Bonjour ! Votre conseil style',
    streakTitle: 'Gardez votre série',
    streakBody: 'Vous êtes sur une série de {{days}} jours. Faites noter une tenue aujourd’hui pour la prolonger.',
    appUpdateTitle: 'Nouveau dans FitRater',
    premiumTipTitle: 'Conseil style Premium',
  },
  de: {
    morningTipTitle: 'Guten Morgen! Dein Style-Tipp',
    streakTitle: 'Halte deine Serie',
    streakBody: 'Du bist seit {{days}} Tagen dabei. Lass heute ein Outfit bewerten, damit die Serie weiterläuft.',
    appUpdateTitle: 'Neu in FitRater',
    premiumTipTitle: 'Premium-Styling-Tipp',
  },
  it: {
    morningTipTitle: 'Buongiorno! Il tuo consiglio di stile',
    streakTitle: 'Non perdere la tua serie',
    streakBody: 'Sei a una serie di {{days}} giorni. Fai valutare un outfit oggi per continuarla.',
    appUpdateTitle: 'Novità in FitRater',
    premiumTipTitle: 'Consiglio di stile Premium',
  },
  pt: {
    morningTipTitle: 'Bom dia! A sua dica de estilo',
    streakTitle: 'Mantenha a sua sequência',
    streakBody: 'Está numa sequência de {{days}} dias. Avalie um look hoje para a manter.',
    appUpdateTitle: 'Novidades no FitRater',
    premiumTipTitle: 'Dica de estilo Premium',
  },
  zh: {
    morningTipTitle: '早上好！今日穿搭小贴士',
    streakTitle: '保持你的连续记录',
    streakBody: '你已连续 {{days}} 天。今天评一套穿搭，让记录继续。',
    appUpdateTitle: 'FitRater 新功能',
    premiumTipTitle: '高级会员穿搭建议',
  },
  ja: {
    morningTipTitle: 'おはようございます！今日のスタイルのヒント',
    streakTitle: '連続記録を続けましょう',
    streakBody: '現在 {{days}} 日連続です。今日もコーデを評価して記録をつなげましょう。',
    appUpdateTitle: 'FitRater の新機能',
    premiumTipTitle: 'プレミアムのスタイルヒント',
  },
  ko: {
    morningTipTitle: '좋은 아침이에요! 오늘의 스타일 팁',
    streakTitle: '연속 기록을 이어가세요',
    streakBody: '{{days}}일 연속 기록 중이에요. 오늘 코디를 평가받고 기록을 이어가세요.',
    appUpdateTitle: 'FitRater 새 기능',
    premiumTipTitle: '프리미엄 스타일 팁',
  },
  ar: {
    morningTipTitle: 'صباح الخير! نصيحتك للأناقة اليوم',
    streakTitle: 'حافظ على سلسلتك',
    streakBody: 'أنت في سلسلة من {{days}} يومًا. قيّم إطلالة اليوم لتستمر السلسلة.',
    appUpdateTitle: 'الجديد في FitRater',
    premiumTipTitle: 'نصيحة أناقة مميزة',
  },
};
