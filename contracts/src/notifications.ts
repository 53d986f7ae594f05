/**
 * Notifications: kinds, preference keys and limits, shared by server, workers,
 * CLI and web. Plain values only (no TypeBox), so anything can import them.
 */
/** referral_reward is personal (a friend's first rating earned a free suggestion); never a broadcast. */
export const NOTIFICATION_KINDS = ['morning_tip', 'streak_reminder', 'app_update', 'premium_tip', 'custom', 'referral_reward'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Per-kind opt-outs on the profile. A custom announcement goes to everyone (it is rare and operator-sent). */
export const NOTIFICATION_PREFERENCES = ['morningTip', 'streakReminder', 'appUpdates', 'premiumTips'] as const;
export type NotificationPreference = (typeof NOTIFICATION_PREFERENCES)[number];
export const PREFERENCE_OF_KIND: Record<NotificationKind, NotificationPreference | null> = {
  morning_tip: 'morningTip',
  streak_reminder: 'streakReminder',
  app_update: 'appUpdates',
  premium_tip: 'premiumTips',
  custom: null,
  referral_reward: null,
};

export const BROADCAST_STATUSES = ['queued', 'sending', 'done', 'failed'] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number];

export const NOTIFICATION_LIMITS = {
  titleMax: 80,
  bodyMax: 500,
  urlMax: 300,
  featureMax: 120,
  featuresMax: 10,
  /** Web Push caps the encrypted record at 4096 bytes; the plaintext must leave room for padding and the header. */
  payloadMaxBytes: 3800,
  endpointMax: 1024,
  timeZoneMax: 64,
  /** Subscriptions one account may register (one per browser/device). */
  subscriptionsPerUser: 20,
} as const;

/** Local times of the scheduled reminders (24 h clock, the user's own time zone). */
export const REMINDER_LOCAL_TIME = { morningTip: '08:00', streakReminder: '19:00' } as const;
