import { describe, expect, it } from 'vitest';
import { runVerification, type VerificationDeps } from './verification';

function deps(answers: Array<{ isPremium: boolean; status: string } | Error>, membershipPremium = false) {
  const waits: number[] = [];
  let calls = 0;
  const d: VerificationDeps = {
    async verify() {
      const answer = answers[Math.min(calls++, answers.length - 1)]!;
      if (answer instanceof Error) throw answer;
      return { ...answer, expiresAt: answer.isPremium ? '2026-12-23T00:00:00.000Z' : null };
    },
    membership: async () => ({ isPremium: membershipPremium, expiresAt: null }),
    wait: async (ms) => { waits.push(ms); },
    cancelled: () => false,
  };
  return { d, waits, calls: () => calls };
}

describe('payment verification flow (spec part 2 §7)', () => {
  it('waits 2 s, verifies, and succeeds at once when premium', async () => {
    const { d, waits } = deps([{ isPremium: true, status: 'successful' }]);
    expect(await runVerification(d)).toEqual({ kind: 'success', expiresAt: '2026-12-23T00:00:00.000Z' });
    expect(waits).toEqual([2000]);
  });

  it('retries every 5 s, at most 6 times, then says Subscription Processing', async () => {
    const { d, waits, calls } = deps([{ isPremium: false, status: 'pending' }]);
    expect(await runVerification(d)).toEqual({ kind: 'processing' });
    expect(calls()).toBe(7);
    expect(waits).toEqual([2000, 5000, 5000, 5000, 5000, 5000, 5000]);
  });

  it('succeeds on a later retry', async () => {
    const { d, calls } = deps([{ isPremium: false, status: 'pending' }, { isPremium: false, status: 'pending' }, { isPremium: true, status: 'successful' }]);
    expect((await runVerification(d)).kind).toBe('success');
    expect(calls()).toBe(3);
  });

  it('an error shows Verification in progress; a failed payment fails at once, a cancelled one is cancelled', async () => {
    expect(await runVerification(deps([new Error('503: Payment provider unavailable')]).d)).toEqual({ kind: 'in_progress' });
    expect(await runVerification(deps([{ isPremium: false, status: 'failed' }]).d)).toEqual({ kind: 'failed' });
    expect(await runVerification(deps([{ isPremium: false, status: 'cancelled' }]).d)).toEqual({ kind: 'cancelled' });
    // Premium from an earlier period does not make a failed payment a success.
    expect(await runVerification(deps([{ isPremium: true, status: 'failed' }], true).d)).toEqual({ kind: 'failed' });
  });

  it('a reference the server answers 404 for is not found, not in progress', async () => {
    const notFound = Object.assign(new Error('Payment not found'), { status: 404 });
    const { d, calls } = deps([notFound]);
    expect(await runVerification(d)).toEqual({ kind: 'not_found' });
    expect(calls()).toBe(1);
  });
});
