import { PAYMENT_VERIFY_INITIAL_DELAY_MS, PAYMENT_VERIFY_MAX_RETRIES, PAYMENT_VERIFY_RETRY_MS } from '@fitrater/contracts/values';

export type VerificationState =
  | { kind: 'verifying' }
  | { kind: 'success'; expiresAt: string | null }
  | { kind: 'processing' }
  | { kind: 'in_progress' }
  | { kind: 'failed' }
  /** The buyer left the checkout: nothing was charged, so it is not a failure. */
  | { kind: 'cancelled' }
  /** The server knows no payment with this reference (404): a typo, another account's or a forged link. */
  | { kind: 'not_found' };

export interface VerificationDeps {
  verify(): Promise<{ isPremium: boolean; status: string; expiresAt: string | null }>;
  membership(): Promise<{ isPremium: boolean; expiresAt: string | null }>;
  wait(ms: number): Promise<void>;
  cancelled(): boolean;
}

/**
 * Spec part 2 §7: wait 2 s, verify; premium → success; else check the
 * membership; still not premium → retry every 5 s, at most 6 retries, then
 * "Subscription Processing". A reference the server does not know (404) ends
 * as not found; any other error → "Verification in progress". A payment the
 * provider reports failed ends at once as failed, a cancelled one as cancelled.
 */
export async function runVerification(deps: VerificationDeps): Promise<VerificationState> {
  await deps.wait(PAYMENT_VERIFY_INITIAL_DELAY_MS);
  for (let attempt = 0; attempt <= PAYMENT_VERIFY_MAX_RETRIES; attempt += 1) {
    if (deps.cancelled()) return { kind: 'verifying' };
    try {
      const verified = await deps.verify();
      if (verified.isPremium && verified.status === 'successful') return { kind: 'success', expiresAt: verified.expiresAt };
      if (verified.status === 'cancelled') return { kind: 'cancelled' };
      if (verified.status === 'failed') return { kind: 'failed' };
      const membership = await deps.membership();
      if (membership.isPremium && verified.status === 'successful') return { kind: 'success', expiresAt: membership.expiresAt };
    } catch (error) {
      return (error as { status?: unknown }).status === 404 ? { kind: 'not_found' } : { kind: 'in_progress' };
    }
    if (attempt < PAYMENT_VERIFY_MAX_RETRIES) await deps.wait(PAYMENT_VERIFY_RETRY_MS);
  }
  return { kind: 'processing' };
}
