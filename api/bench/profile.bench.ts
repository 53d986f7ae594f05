/**
 * Authenticated GET /api/user/profile (token lookup in Postgres, user load,
 * schema-checked JSON) against a bare Fastify route returning a constant, in
 * the same process and the same run, with autocannon on loopback.
 */
import Fastify from 'fastify';
import autocannon from 'autocannon';
import { UserModel, createSession } from '@fitrater/core';
import { createTestEnvironment, prepareTemplateDatabase } from '@fitrater/test-support';
import { buildApp } from '../src/app';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

await prepareTemplateDatabase();
const env = await createTestEnvironment({ LOG_LEVEL: 'silent' });
// The production pool size (core/src/platform/db/knex.ts default), not the small test one.
const ctx = env.context({}, { dbPool: { min: 0, max: 10 } });
try {
  const user = await UserModel.query(ctx.db).insertAndFetch({ email: 'bench@example.test', name: 'Bench', passwordHash: 'x', role: 'user', language: 'en', welcomeEmailStatus: 'disabled' });
  const token = await createSession(ctx, user.id, 'bench');

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const app = await buildApp({ ctx });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  // Warm both paths (JIT, pool connections) before measuring.
  await autocannon({ url: `${bareUrl}/bare`, connections: 8, amount: 2000 });
  await autocannon({ url: `${appUrl}/api/user/profile`, connections: 8, amount: 2000, headers: { authorization: `Bearer ${token}` } });

  const bareResult = await load(`${bareUrl}/bare`);
  const profileResult = await load(`${appUrl}/api/user/profile`, { authorization: `Bearer ${token}` });
  // Let requests still in flight when autocannon stopped finish before closing.
  await new Promise((r) => setTimeout(r, 300));
  await bare.close();
  await app.close();

  console.log(JSON.stringify({
    bench: 'api.profile-vs-bare',
    title: 'Authenticated GET /api/user/profile vs a bare Fastify route',
    description: `Same process, same run, autocannon on loopback, ${CONNECTIONS} connections × ${DURATION_S} s each after a warm-up. The profile route looks the bearer token up in Postgres (one joined query), loads the user's rating counters and serialises the schema-checked profile; the bare route returns a constant. Latencies in ms.`,
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    bare: bareResult,
    profile: profileResult,
    throughputRatio: Number((profileResult.rps / bareResult.rps).toFixed(3)),
    p99Ratio: Number((profileResult.p99 / Math.max(bareResult.p99, 1)).toFixed(2)),
  }));
} finally {
  await env.dispose();
}
