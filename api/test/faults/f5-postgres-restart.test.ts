/**
 * F5: Postgres restarted mid-run (`pg_ctl restart -m immediate`: every connection dropped, crash
 * recovery), on a cluster this test creates on its own port. Ratings in flight all finish, once;
 * requests during the outage answer with an error within seconds instead of hanging; afterwards the
 * api and the workers carry on with fresh connections, and the sockets opened before still stream.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCoreContext, RatingModel, UsageCounterModel, UserModel, type CoreContext } from '@fitrater/core';
import { createDb, createRedis, deleteKeysWithPrefix, loadConfig, migrateLatest } from '@fitrater/platform';
import { postgresBinDir, startFakeOpenAiServer, startThrowawayPostgres, testRedisUrl, waitUntil, type FakeOpenAiServer, type ThrowawayPostgres } from '@fitrater/test-support';
import { connectEvents, type EventClient } from '../realtime-client';
import { makeUser, processStack, timedPost } from '../integration/faults/support';

let pg: ThrowawayPostgres | null = null;
let ai: FakeOpenAiServer;
let ctx: CoreContext;
let stack: Awaited<ReturnType<typeof processStack>>;
let env: Record<string, string>;
const dataDir = mkdtempSync(join(tmpdir(), 'fitrater-f5-'));
const available = postgresBinDir() !== null;
if (!available) console.warn('\n!!! F5 SKIPPED: no Postgres server binaries (initdb, pg_ctl) on this machine !!!\n');

beforeAll(async () => {
  if (!available) return;
  pg = await startThrowawayPostgres();
  if (!pg) return console.warn('\n!!! F5 SKIPPED: cannot run a Postgres cluster here (root without a postgres user?) !!!\n');
  const admin = createDb(pg.url, { min: 0, max: 1 });
  await admin.raw('create database fitrater');
  await admin.destroy();
  const databaseUrl = pg.url.replace(/\/postgres$/, '/fitrater');
  const db = createDb(databaseUrl, { min: 0, max: 1 });
  await migrateLatest(db);
  await db.destroy();
  ai = await startFakeOpenAiServer({ latencyMs: 1500 });
  env = {
    NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl, REDIS_URL: testRedisUrl(), REDIS_PREFIX: `tf5${Date.now().toString(36)}`, DATA_DIR: dataDir,
    RATE_LIMIT_SCALE: '100', AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test-not-a-secret', OPENAI_BASE_URL: ai.url, OPENAI_MAX_RETRIES: '0',
    FREE_MONTHLY_RATINGS: '20', WORKER_LOCK_MS: '3000',
  };
  ctx = createCoreContext(loadConfig(env), { dbPool: { min: 0, max: 4 } });
  stack = await processStack(env, ['default,rating,media']);
}, 90_000);

afterAll(async () => {
  await stack?.stop();
  await ctx?.close();
  if (env) {
    const redis = createRedis(testRedisUrl(), 'blocking');
    await deleteKeysWithPrefix(redis, env.REDIS_PREFIX!);
    redis.disconnect();
  }
  await ai?.close();
  await pg?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!available)('F5: Postgres restarted mid-run', () => {
  it('finishes every rating once, answers during the outage without hanging, and recovers by itself', async () => {
    if (!pg) return;
    const users = await Promise.all([0, 1, 2].map((i) => makeUser(ctx, `f5-${i}`)));
    const sockets: EventClient[] = await Promise.all(users.map((u) => connectEvents(stack.url, u.token)));
    const before: string[] = [];
    for (const [i, u] of users.entries()) {
      for (const n of [1, 2]) {
        const res = await timedPost(`${stack.url}/api/ratings`, u.token, { description: `f5 ${i}-${n}: denim jacket, grey hoodie, sneakers`, occasion: 'casual' });
        expect(res.status).toBe(202);
        before.push(res.body.ratingId);
      }
    }
    await waitUntil('ratings in the engine', () => ai.requests.length >= 2, 20_000, 20);

    pg.stopServer('immediate');
    // During the outage: an answer (an error) within seconds, not a hang.
    const during = await timedPost(`${stack.url}/api/ratings`, users[0]!.token, { description: 'during the outage', occasion: 'work' });
    expect(during.status).toBeGreaterThanOrEqual(500);
    expect(during.ms).toBeLessThan(10_000);
    await new Promise((r) => setTimeout(r, 2000)); // the engine answers while Postgres is down: saving fails, the job retries
    await pg.startServer();

    await waitUntil('the ratings accepted before the restart to finish', async () =>
      (await RatingModel.query(ctx.db).whereIn('id', before).where({ status: 'done' })).length === before.length, 60_000, 250);
    for (const [i, u] of users.entries()) {
      const res = await timedPost(`${stack.url}/api/ratings`, u.token, { description: `f5 after ${i}: navy polo, khaki shorts`, occasion: 'casual' });
      expect(res.status).toBe(202);
      await sockets[i]!.next('rating.done', (e) => (e.data as { ratingId: string }).ratingId === res.body.ratingId, 30_000);
    }
    for (const u of users) {
      expect((await UserModel.query(ctx.db).findById(u.userId))!.ratingsDone).toBe(3);
      expect((await UsageCounterModel.query(ctx.db).where({ userId: u.userId }).first())!.used).toBe(3);
    }
    expect(await RatingModel.query(ctx.db).whereNot({ status: 'done' })).toHaveLength(0);
    sockets.forEach((s) => s.close());
  }, 150_000);
});
