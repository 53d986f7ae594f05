/**
 * The k6 scenario of loadtest/k6/account-read.js run with autocannon: signed-in
 * profile reads at a fixed number of connections plus health polling, bounded
 * in time, against a running stack on this machine. Exits non-zero when the
 * same thresholds as the k6 script fail.
 */
import autocannon from 'autocannon';
import { seedSession } from './seed-session';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const duration = Math.min(Number(process.env.DURATION_S ?? 20), 120);
const connections = Math.min(Number(process.env.CONNECTIONS ?? 20), 200);
const host = new URL(baseUrl).hostname;
if (!['localhost', '127.0.0.1', '::1', '[::1]'].includes(host)) {
  throw new Error(`Load tests only target this machine; ${host} is not loopback`);
}

const token = process.env.TOKEN ?? (await seedSession());
const [profile, health] = await Promise.all([
  autocannon({ url: `${baseUrl}/api/user/profile`, connections, duration, headers: { authorization: `Bearer ${token}` } }),
  autocannon({ url: `${baseUrl}/api/health`, connections: 1, duration, overallRate: 5 }),
]);
const failedRate = (profile.non2xx + profile.errors + health.non2xx + health.errors) / Math.max(1, profile.requests.total + health.requests.total);
const summary = {
  bench: 'loadtest.account-read',
  baseUrl,
  durationSeconds: duration,
  connections,
  profile: { rps: Math.round(profile.requests.average), p50: profile.latency.p50, p99: profile.latency.p99, non2xx: profile.non2xx, errors: profile.errors },
  health: { rps: Math.round(health.requests.average), p99: health.latency.p99, non2xx: health.non2xx },
  thresholds: { failedRateBelow1Percent: failedRate < 0.01, profileP99Below250ms: profile.latency.p99 < 250 },
};
console.log(JSON.stringify(summary));
if (!summary.thresholds.failedRateBelow1Percent || !summary.thresholds.profileP99Below250ms) process.exitCode = 1;
