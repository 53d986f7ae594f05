/**
 * BullMQ and the whole rating flow on a 3-node Redis Cluster (REDIS_CLUSTER=on), with the hash-tagged
 * queue prefix QUEUE_PREFIX={fitrater} so that each queue's keys share one slot. The cluster is this
 * test's own (ports 7101–7103); skipped with a warning where redis-server or redis-cli is missing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { RatingModel, UserModel } from '@fitrater/core';
import { createTestEnvironment, findBinary, startFakeOpenAiServer, startThrowawayRedisCluster, waitUntil, type FakeOpenAiServer, type TestEnvironment, type ThrowawayRedisCluster } from '@fitrater/test-support';
import { connectEvents } from '../realtime-client';
import { makeUser, processStack, timedPost } from '../integration/faults/support';

const available = Boolean(findBinary('redis-server') && findBinary('redis-cli'));
if (!available) console.warn('\n!!! Redis Cluster test SKIPPED: redis-server / redis-cli are not installed !!!\n');
let cluster: ThrowawayRedisCluster | null = null;
let ai: FakeOpenAiServer;
let env: TestEnvironment;
let stack: Awaited<ReturnType<typeof processStack>>;

beforeAll(async () => {
  if (!available) return;
  cluster = await startThrowawayRedisCluster();
  ai = await startFakeOpenAiServer({ latencyMs: 100 });
  env = await createTestEnvironment({
    REDIS_URL: cluster!.url, REDIS_CLUSTER: 'on', QUEUE_PREFIX: '{fitrater}',
    AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test-not-a-secret', OPENAI_BASE_URL: ai.url, FREE_MONTHLY_RATINGS: '10',
  });
  stack = await processStack(env.env, ['default,rating,media']);
}, 90_000);

afterAll(async () => {
  await stack?.stop();
  await env?.dispose();
  await ai?.close();
  await cluster?.stop();
});

describe.skipIf(!available)('a 3-node Redis Cluster with a hash-tagged queue prefix', () => {
  it('runs the rating flow: POST, progress and rating.done on the socket, the share card', async () => {
    const ctx = env.context();
    const user = await makeUser(ctx, 'cluster');
    const events = await connectEvents(stack.url, user.token);
    const ids: string[] = [];
    for (let n = 0; n < 3; n++) {
      const res = await timedPost(`${stack.url}/api/ratings`, user.token, { description: `cluster ${n}: white linen shirt, navy chinos`, occasion: 'work' });
      expect(res.status).toBe(202);
      ids.push(res.body.ratingId);
    }
    for (const id of ids) await events.next('rating.done', (e) => (e.data as { ratingId: string }).ratingId === id, 30_000);
    expect((await UserModel.query(ctx.db).findById(user.userId))!.ratingsDone).toBe(3);
    expect(await RatingModel.query(ctx.db).where({ userId: user.userId, status: 'done' })).toHaveLength(3);
    const job = await ctx.producer.queue('rating').getJob(`rating-${ids[0]}`);
    expect(await job!.getState()).toBe('completed');
    await waitUntil('the share card', async () => (await ctx.producer.queue('media').getJob(`card-${ids[0]}`))?.getState().then((s) => s === 'completed'), 30_000);

    // Every queue key carries the hash tag, so all of them sit in the one slot of "fitrater".
    const slot = spawnSync('redis-cli', ['-p', String(cluster!.ports[0]), 'cluster', 'keyslot', 'fitrater'], { encoding: 'utf8' }).stdout.trim();
    const owner = cluster!.ports.find((p) => spawnSync('redis-cli', ['-p', String(p), 'cluster', 'countkeysinslot', slot], { encoding: 'utf8' }).stdout.trim() !== '0');
    expect(owner).toBeDefined();
    const keys = spawnSync('redis-cli', ['-p', String(owner), '--scan', '--pattern', '{fitrater}:*'], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
    expect(keys.some((k) => k.startsWith('{fitrater}:rating:'))).toBe(true);
    events.close();
  }, 90_000);
});
