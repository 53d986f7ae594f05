/** Referral program (spec part 2 §9): one free premium suggestion per friend's first rating. */
export const REFERRAL_REWARDS_PER_MONTH = 10;
export const REFERRAL_CODE_LENGTH = 8;
/** Letters and digits that cannot be mistaken for each other (no 0/O, 1/I/L). */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Where a referral link lands; the web app remembers the code and opens sign-up. */
export const referralPath = (code: string) => `/r/${encodeURIComponent(code)}`;

/** A code as typed or taken from a link: trimmed, upper case; null when it cannot be one of ours. */
export function normaliseReferralCode(raw: string | null | undefined): string | null {
  const code = (raw ?? '').trim().toUpperCase();
  if (code.length !== REFERRAL_CODE_LENGTH) return null;
  for (const ch of code) if (!REFERRAL_CODE_ALPHABET.includes(ch)) return null;
  return code;
}
