import type { AddressForm, Language, Role, WelcomeEmailStatus } from '@fitrater/contracts';
import { BaseModel } from '@fitrater/platform';

export class UserModel extends BaseModel {
  static override tableName = 'users';
  id!: string;
  email!: string;
  name!: string;
  /** Shown to other members on community pages instead of the name (unique ignoring case). */
  handle!: string | null;
  passwordHash!: string;
  role!: Role;
  language!: Language;
  /** How the stylist addresses the member where the language marks gender (Arabic). */
  addressForm!: AddressForm;
  profilePicture!: string | null;
  premiumExpiresAt!: Date | null;
  // Billing: cancelled stops the renewal reminder; the other two record which expiry was reminded/notified.
  premiumCancelledAt!: Date | null;
  premiumRemindedFor!: Date | null;
  premiumExpiryNotifiedFor!: Date | null;
  welcomeEmailStatus!: WelcomeEmailStatus;
  dayStreak!: number;
  /** UTC day of the latest rating, 'YYYY-MM-DD'. */
  lastRatingDay!: string | null;
  /** Finished ratings and the sum of their overall scores, kept by saveRatingResult. */
  ratingsDone!: number;
  ratingSum!: number;
  /** Free premium suggestions earned by referrals. */
  freeSuggestionCredits!: number;
  createdAt!: Date;
  updatedAt!: Date;

  isPremiumAt(now: Date): boolean {
    return this.premiumExpiresAt !== null && this.premiumExpiresAt.getTime() > now.getTime();
  }
}
