/** Limits shared by client and server. Server-tunable values live in core config. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;

export const CODE_LENGTH = 6;
export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_MAX_ATTEMPTS = 5;
export const RESEND_COOLDOWN_SECONDS = 60;

export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const RATING_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const CHAT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export const SUPPORTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type SupportedImageType = (typeof SUPPORTED_IMAGE_TYPES)[number];

/** Device storage keys (spec part 1 §3). */
export const STORAGE_KEYS = {
  token: 'token',
  introSeen: 'fitRater-intro-seen',
  language: 'fitRater-language',
  chatPersonality: 'fitRater-chat-personality',
  /** A referral code from a `/r/{code}` link, kept until sign-up sends it. */
  referral: 'fitRater-referral',
} as const;
