/**
 * Signed-in reads (GET /api/user/profile, GET /api/usage) against a static route
 * of the same server (same plugins and hooks, returns a constant), one after the
 * other in one run, autocannon in a worker thread on loopback. Targets:
 * each read ≥ 0.5× the static route's throughput, p99 ≤ 20 ms at 50 connections.
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { UserModel, createSession } from '@fitrater/core';
import { createTestEnvironment, prepareTemplateDatabase } from '@fitrater/test-support';
import { buildApp } from '../src/app';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
// Rounds interleave the three routes, so a change in the machine's load hits them alike.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 20;

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers, pipelining: 1, workers: 1 });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

await prepareTemplateDatabase();
const env = await createTestEnvironment({ LOG_LEVEL: 'silent' });
// The production pool size (platform/src/db/knex.ts default), not the small test one.
const ctx = env.context({}, { dbPool: { min: 0, max: 10 } });
try {
  const user = await UserModel.query(ctx.db).insertAndFetch({ email: 'bench@example.test', name: 'Bench', passwordHash: 'x', role: 'user', language: 'en', welcomeEmailStatus: 'disabled' });
  await ctx.db('usage_counters').insert({ user_id: user.id, period: new Date().toISOString().slice(0, 7), used: 3 });
  const token = await createSession(ctx, user.id, 'bench');
  const auth = { authorization: `Bearer ${token}` };

  const app = await buildApp({ ctx });
  // The static route: same server, same hooks (security headers, error handling), no I/O.
  app.get('/bench/static', async () => ({ ok: true }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });

  // Warm every path (JIT, pool connections, the session cache) before measuring.
  for (const [path, headers] of [['/bench/static', {}], ['/api/user/profile', auth], ['/api/usage', auth]] as const) {
    await autocannon({ url: `${url}${path}`, connections: 8, amount: 3000, headers });
  }

  const runs: Record<'static' | 'profile' | 'usage', Array<{ rps: number; p50: number; p99: number }>> = { static: [], profile: [], usage: [] };
  for (let round = 0; round < ROUNDS; round++) {
    runs.static.push(await load(`${url}/bench/static`));
    runs.profile.push(await load(`${url}/api/user/profile`, auth));
    runs.usage.push(await load(`${url}/api/usage`, auth));
  }
  // Mean requests/s over the rounds; the worst round's p50 and p99.
  const merge = (list: Array<{ rps: number; p50: number; p99: number }>) => ({
    rps: Math.round(list.reduce((a, r) => a + r.rps, 0) / list.length),
    p50: Math.max(...list.map((r) => r.p50)),
    p99: Math.max(...list.map((r) => r.p99)),
  });
  const staticRoute = merge(runs.static);
  const profile = merge(runs.profile);
  const usage = merge(runs.usage);
  // Let requests still in flight when autocannon stopped finish before closing.
  await new Promise((r) => setTimeout(r, 300));
  await app.close();

  const ratio = (r: { rps: number }) => Number((r.rps / staticRoute.rps).toFixed(3));
  const row = (name: string, r: { rps: number; p50: number; p99: number }, isStatic = false) => ({
    case: name,
    rps: r.rps,
    p50: r.p50,
    p99: r.p99,
    ratioToStatic: isStatic ? 1 : ratio(r),
    targetRatio: isStatic ? null : TARGET_RATIO,
    targetP99: isStatic ? null : TARGET_P99_MS,
    met: isStatic ? null : ratio(r) >= TARGET_RATIO && r.p99 <= TARGET_P99_MS,
    loadAvg1m: Number(loadavg()[0]!.toFixed(2)),
  });
  console.log(JSON.stringify({
    bench: 'api.authenticated-reads',
    title: 'Signed-in reads vs a static route of the same server',
    description: `One api server, one run: a constant route registered on the built app (same plugins and hooks), then GET /api/user/profile and GET /api/usage with a bearer token, ${CONNECTIONS} connections × ${DURATION_S} s each, ${ROUNDS} interleaved rounds (mean requests/s, worst round's latencies) after a warm-up, autocannon in a worker thread on loopback. A warm read sends no query: the session and the user row (with its rating counters and the month's usage counter) come from the api's in-process caches; revocations evict over Redis pub/sub and user changes over Postgres LISTEN/NOTIFY (a trigger on users and usage_counters). A miss is one query. Targets: ≥ ${TARGET_RATIO}× the static route's requests/s and p99 ≤ ${TARGET_P99_MS} ms. Latencies in ms.`,
    rows: [row('static', staticRoute, true), row('profile', profile), row('usage', usage)],
  }));
} finally {
  await env.dispose();
}
