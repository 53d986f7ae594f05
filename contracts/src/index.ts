export * from './errors';
export * from './limits';
export * from './password';
export * from './languages';
export * from './occasions';
export * from './events';
export * from './schemas/common';
export * from './schemas/validators';
export * from './schemas/auth';
export * from './schemas/user';
export * from './account-export';
export * from './schemas/account-export';
export * from './rating';
export * from './achievements';
export * from './intro-examples';
export * from './schemas/rating-api';
export * from './i18n/rating-copy';
export * from './i18n/german-address';
export * from './i18n/korean-particles';
// Notification titles and the morning tips, rendered by core/src/notifications
export * from './i18n/notification-copy';
export * from './i18n/morning-tips';
// E-mail copy, rendered by providers/src/mail
export * from './i18n/mail-catalogue';
// Community
export * from './community/closet';
export * from './schemas/closet';
export * from './community/challenges';
export * from './community/challenge-themes';
export * from './schemas/challenges';
export * from './community/referrals';
export * from './schemas/referrals';
// Billing
export * from './billing';
export * from './schemas/billing';
export * from './styling';
export * from './schemas/styling';
// chat
export * from './chat';
export * from './schemas/chat';
// notifications
export * from './notifications';
export * from './schemas/notifications';
export * from './names';
export * from './schemas/queues';
export * from './escape';
// Engine status: fallbacks and probes of the configured model
export * from './engine';
export * from './schemas/engine';
// The closet of garments: items a member owns, their cut-outs, wear log and looks dressed from them
export * from './garments';
export * from './schemas/garments';
