import { isIP } from 'node:net';
import type { Config } from '@fitrater/platform';
import type { CoreContext } from '../context';

/**
 * Whether PUBLIC_URL names this machine or a private network (localhost, *.localhost, *.local,
 * loopback, RFC 1918, link-local and unique-local addresses): where only the operator can reach the
 * app, the sandbox's "anyone can pay" harms nobody.
 */
export function isLocalUrl(publicUrl: string): boolean {
  const host = new URL(publicUrl).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')) return true;
  if (isIP(host) === 4) {
    const [a = 0, b = 0] = host.split('.').map(Number);
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || host === '0.0.0.0';
  }
  if (isIP(host) === 6) return host === '::1' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host);
  return false;
}

/**
 * The sandbox's test checkout takes "payments" from anyone: on a public PUBLIC_URL it stays off
 * (the subscribe page says payments are not configured yet) unless ALLOW_SANDBOX_PAYMENTS=true.
 */
export function checkoutAvailable(config: Config): boolean {
  return config.paymentProvider !== 'sandbox' || config.allowSandboxPayments || isLocalUrl(config.publicUrl);
}

export interface PaymentsStatus {
  provider: Config['paymentProvider'];
  /** The sandbox provider: no money moves, anyone can "pay". */
  sandbox: boolean;
  checkout: 'open' | 'off';
  /** `failing`: the provider refused our key at its last answer; `unknown`: no answer since the counters began. */
  auth: 'ok' | 'failing' | 'unknown';
  authFailures: number;
  lastAuthFailureAt: string | null;
}

const keys = (ctx: CoreContext) => {
  const base = `${ctx.config.redisPrefix}:payments:auth`;
  return { failures: `${base}:failures`, failedAt: `${base}:failed-at`, okAt: `${base}:ok-at` };
};

/**
 * Counts the provider's answer to our credentials (kept in Redis: every api and workers process
 * writes, /api/health and the admin panel read). Never throws: the payment path must not fail on it.
 */
export async function recordProviderAuth(ctx: CoreContext, ok: boolean): Promise<void> {
  const k = keys(ctx);
  const now = String(Date.now());
  const write = ok ? ctx.redis.set(k.okAt, now) : ctx.redis.multi().incr(k.failures).set(k.failedAt, now).exec();
  await Promise.resolve(write).catch(() => undefined);
}

export async function paymentsStatus(ctx: CoreContext): Promise<PaymentsStatus> {
  const k = keys(ctx);
  const [failures, failedAt, okAt] = await ctx.redis.mget(k.failures, k.failedAt, k.okAt).catch(() => [null, null, null]);
  const failed = Number(failedAt ?? 0);
  const ok = Number(okAt ?? 0);
  const sandbox = ctx.config.paymentProvider === 'sandbox';
  return {
    provider: ctx.config.paymentProvider,
    sandbox,
    checkout: checkoutAvailable(ctx.config) ? 'open' : 'off',
    auth: sandbox || (ok > 0 && ok >= failed) ? 'ok' : failed > ok ? 'failing' : 'unknown',
    authFailures: Number(failures ?? 0),
    lastAuthFailureAt: failed ? new Date(failed).toISOString() : null,
  };
}
