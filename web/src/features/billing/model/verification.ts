import { PAYMENT_VERIFY_INITIAL_DELAY_MS, PAYMENT_VERIFY_MAX_RETRIES, PAYMENT_VERIFY_RETRY_MS } from '@fitrater/contracts/values';

export type VerificationState =
  | { kind: 'verifying' }
  | { kind: 'success'; expiresAt: string | null }
  | { kind: 'processing' }
  | { kind: 'in_progress' }
  | { kind: 'failed' };

export interface VerificationDeps {
  verify(): Promise<{ isPremium: boolean; status: string; expiresAt: string | null }>;
  membership(): Promise<{ isPremium: boolean; expiresAt: string | null }>;
  wait(ms: number): Promise<void>;
  cancelled(): boolean;
}

/**
 * Spec part 2 §7: wait 2 s, verify; premium → success; else check the
 * membership; still not premium → retry every 5 s, at most 6 retries, then
 * "Subscription Processing". Any error → "Verification in progress". A
 * payment the provider reports failed or cancelled ends at once as failed.
 */
export async function runVerification(deps: VerificationDeps): Promise<VerificationState> {
  await deps.wait(PAYMENT_VERIFY_INITIAL_DELAY_MS);
  for (let attempt = 0; attempt <= PAYMENT_VERIFY_MAX_RETRIES; attempt += 1) {
    if (deps.cancelled()) return { kind: 'verifying' };
    try {
      const verified = await deps.verify();
      if (verified.isPremium && verified.status === 'successful') return { kind: 'success', expiresAt: verified.expiresAt };
      if (verified.status === 'failed' || verified.status === 'cancelled') return { kind: 'failed' };
      const membership = await deps.membership();
      if (membership.isPremium && verified.status === 'successful') return { kind: 'success', expiresAt: membership.expiresAt };
    } catch {
      return { kind: 'in_progress' };
    }
    if (attempt < PAYMENT_VERIFY_MAX_RETRIES) await deps.wait(PAYMENT_VERIFY_RETRY_MS);
  }
  return { kind: 'processing' };
}
