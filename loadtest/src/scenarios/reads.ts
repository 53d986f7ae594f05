import autocannon from 'autocannon';
import { startLoadStack } from '../lib/stack';
import { createUsers } from '../lib/users';
import { round, threshold } from '../lib/stats';
import type { Scenario } from './types';

const RATE = Number(process.env.LOAD_READS_RATE ?? 400);
const CONNECTIONS = 50;
const USERS = 50;

/** One signed-in read at a constant arrival rate (autocannon's overallRate is the whole run's rate). */
async function constantRate(url: string, path: string, tokens: string[], rate: number, seconds: number) {
  let n = 0;
  return autocannon({
    url: `${url}${path}`, connections: CONNECTIONS, duration: seconds, overallRate: rate,
    requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, authorization: `Bearer ${tokens[n++ % tokens.length]}` } }) }],
  });
}

/** `GET /api/user/profile` and `GET /api/usage` at a constant arrival rate, 50 users over 50 connections. */
export const readsScenario: Scenario = {
  name: 'reads',
  summary: `GET /api/user/profile + GET /api/usage at ${RATE} req/s each (constant arrival rate, 50 connections); p99 ≤ 20 ms, no error, ≥ 95 % of the rate served`,
  defaultDurationSeconds: 20,
  async run({ durationSeconds, log }) {
    const stack = await startLoadStack({ workers: [] });
    try {
      const tokens = (await createUsers(stack.ctx, USERS)).map((u) => u.token);
      // Warm-up (JIT, connection pools, session cache), not measured.
      await Promise.all(['/api/user/profile', '/api/usage'].map((path) => constantRate(stack.url, path, tokens, RATE / 4, 2)));
      log(`reads: ${RATE} req/s on each route for ${durationSeconds} s`);
      const [profile, usage] = await Promise.all([
        constantRate(stack.url, '/api/user/profile', tokens, RATE, durationSeconds),
        constantRate(stack.url, '/api/usage', tokens, RATE, durationSeconds),
      ]);
      const figures = (r: autocannon.Result) => ({ rps: round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max, non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts });
      return {
        scenario: 'reads',
        description: `constant arrival rate ${RATE} req/s per route, ${CONNECTIONS} connections, ${USERS} users`,
        durationSeconds,
        metrics: { profile: figures(profile), usage: figures(usage) },
        thresholds: [
          threshold('profile p99 (ms)', profile.latency.p99, '<=', 20),
          threshold('usage p99 (ms)', usage.latency.p99, '<=', 20),
          threshold('failed requests', profile.non2xx + profile.errors + usage.non2xx + usage.errors, '==', 0),
          threshold('served rate / target', Math.min(profile.requests.average, usage.requests.average) / RATE, '>=', 0.95),
        ],
      };
    } finally {
      await stack.close();
    }
  },
};
