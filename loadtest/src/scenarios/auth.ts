import { codeFromMail, waitForMail } from '@fitrater/test-support';
import { startLoadStack } from '../lib/stack';
import { latencySummary, threshold } from '../lib/stats';
import type { Scenario } from './types';

const BURST = Number(process.env.LOAD_AUTH_BURST ?? 20);
const EVERY_MS = 5000;
const LOGINS = 3;
const PASSWORD = 'Velvet#Closet42';
/** The sign-up limit per address (AUTH_LIMITS.registerIp, RATE_LIMIT_SCALE=1). */
const REGISTER_LIMIT = 10;

interface Call { status: number; ms: number; retryAfter: string | null }

async function post(url: string, body: unknown, ip: string): Promise<Call & { body: Record<string, unknown> }> {
  const started = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(body) });
  const parsed = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: res.status, ms: performance.now() - started, retryAfter: res.headers.get('retry-after'), body: parsed };
}

/**
 * Bursts of sign-ups (register → code from the outbox → verify) and logins, each user from its own
 * address behind a trusted proxy so the real limits (RATE_LIMIT_SCALE=1) apply per user; plus one
 * address that goes over the sign-up limit and must get 429s, never an error.
 */
export const authScenario: Scenario = {
  name: 'auth',
  summary: `every 5 s a burst of ${BURST} sign-ups (register, verify) and ${LOGINS} logins each, real limits; one address over the sign-up limit gets 429; register/login p95 ≤ 1 s, no 5xx`,
  defaultDurationSeconds: 20,
  async run({ durationSeconds, log }) {
    const stack = await startLoadStack({ workers: ['default'], env: { RATE_LIMIT_SCALE: '1', TRUST_PROXY: '127.0.0.1' } });
    try {
      const register: Call[] = [];
      const verify: Call[] = [];
      const login: Call[] = [];
      let unexpected = 0;
      const bursts = Math.max(1, Math.floor((durationSeconds * 1000) / EVERY_MS));
      log(`auth: ${bursts} bursts of ${BURST} users`);
      for (let b = 0; b < bursts; b++) {
        const burstStarted = performance.now();
        await Promise.all(Array.from({ length: BURST }, async (_, i) => {
          const ip = `10.${b}.${Math.floor(i / 250)}.${(i % 250) + 1}`;
          const email = `burst-${b}-${i}@load.test`;
          const reg = await post(`${stack.url}/api/auth/register`, { name: `Burst ${i}`, email, password: PASSWORD }, ip);
          register.push(reg);
          if (reg.status !== 201) return void unexpected++;
          const mail = await waitForMail(stack.ctx, email, 'verify_email', { timeoutMs: 20_000 });
          const ver = await post(`${stack.url}/api/auth/verify-email`, { tempUserId: reg.body.tempUserId, code: codeFromMail(mail) }, ip);
          verify.push(ver);
          if (ver.status !== 200) return void unexpected++;
          for (let n = 0; n < LOGINS; n++) {
            const res = await post(`${stack.url}/api/auth/login`, { email, password: PASSWORD }, ip);
            login.push(res);
            if (res.status !== 200) unexpected++;
          }
        }));
        const left = EVERY_MS - (performance.now() - burstStarted);
        if (left > 0 && b < bursts - 1) await new Promise((r) => setTimeout(r, left));
      }
      // One address signing up more often than the limit allows: 429 with Retry-After, never an error.
      const over: Call[] = [];
      for (let i = 0; i < REGISTER_LIMIT + 3; i++) over.push(await post(`${stack.url}/api/auth/register`, { name: 'Over', email: `over-${i}@load.test`, password: PASSWORD }, '10.250.0.1'));
      const limited = over.slice(REGISTER_LIMIT);
      const all = [...register, ...verify, ...login, ...over];
      return {
        scenario: 'auth',
        description: `${bursts} bursts of ${BURST} sign-ups + ${LOGINS} logins each, one address per user (TRUST_PROXY, X-Forwarded-For), RATE_LIMIT_SCALE=1`,
        durationSeconds,
        metrics: {
          register: latencySummary(register.map((c) => c.ms)), verify: latencySummary(verify.map((c) => c.ms)), login: latencySummary(login.map((c) => c.ms)),
          unexpected, serverErrors: all.filter((c) => c.status >= 500).length, overLimitStatuses: over.map((c) => c.status).join(' '),
        },
        thresholds: [
          threshold('register p95 (ms)', latencySummary(register.map((c) => c.ms)).p95, '<=', 1000),
          threshold('login p95 (ms)', latencySummary(login.map((c) => c.ms)).p95, '<=', 1000),
          threshold('5xx answers', all.filter((c) => c.status >= 500).length, '==', 0),
          threshold('unexpected answers within the limits', unexpected, '==', 0),
          threshold('over-limit sign-ups answered 429 with Retry-After', limited.filter((c) => c.status === 429 && c.retryAfter).length, '==', limited.length),
          threshold('sign-ups within the limit accepted', over.slice(0, REGISTER_LIMIT).filter((c) => c.status === 201).length, '==', REGISTER_LIMIT),
        ],
      };
    } finally {
      await stack.close();
    }
  },
};
