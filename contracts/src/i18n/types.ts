import type { RatingOccasion } from '../occasions';

/** Headline thresholds of the results screen and the share card (spec part 1 §2). */
export type HeadlineKey = 'excellent' | 'good' | 'improve';

export type OccasionLabels = Record<RatingOccasion, string>;

/** The words around operator text and the reminders (core's notifications render them with the tips). */
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

/** One language's rating words (i18n/<lang>/rating.ts): the web and the share card read them. */
export interface RatingCopy {
  headlines: Record<HeadlineKey, string>;
  /** 'Everyday' is the label when no occasion applies (share card default). */
  everyday: string;
  occasions: OccasionLabels;
}

/** One language's notification words (i18n/<lang>/notifications.ts): the server reads them. */
export interface NotificationWords {
  copy: NotificationCopy;
  /** The morning tips, in catalogue order (the same number in every language). */
  morningTips: readonly string[];
}
