/**
 * Scale out: two api processes and two workers processes on one Redis and one Postgres. A rating
 * posted through api A is streamed to the user's socket held by api B (and to one on A too): the
 * workers publish on the user's Redis channel and every api process forwards it to its own sockets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RatingModel, UserModel } from '@fitrater/core';
import { createTestEnvironment, freePort, spawnApi, spawnWorkers, startFakeOpenAiServer, waitHealthy, type FakeOpenAiServer, type ProductProcess, type TestEnvironment } from '@fitrater/test-support';
import { connectEvents } from '../../realtime-client';
import { makeUser, timedPost } from './support';

let ai: FakeOpenAiServer;
let env: TestEnvironment;
const processes: ProductProcess[] = [];
const urls: string[] = [];

beforeAll(async () => {
  ai = await startFakeOpenAiServer({ latencyMs: 200 });
  env = await createTestEnvironment({ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test-not-a-secret', OPENAI_BASE_URL: ai.url, FREE_MONTHLY_RATINGS: '20', WORKER_CONCURRENCY: '2' });
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    processes.push(spawnApi(env.env, port));
    urls.push(`http://127.0.0.1:${port}`);
  }
  processes.push(spawnWorkers(env.env, 'default,rating,media'), spawnWorkers(env.env, 'default,rating,media'));
  await Promise.all(urls.map((u) => waitHealthy(u)));
}, 60_000);

afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop('SIGTERM', 10_000)));
  await env?.dispose();
  await ai?.close();
});

describe('two api and two workers processes on one Redis and Postgres', () => {
  it('streams a rating posted through api A to the socket held by api B', async () => {
    const [a, b] = urls as [string, string];
    const ctx = env.context();
    const user = await makeUser(ctx, 'scale');
    const onB = await connectEvents(b, user.token);
    const onA = await connectEvents(a, user.token);
    const ids: string[] = [];
    for (let n = 0; n < 6; n++) {
      const res = await timedPost(`${a}/api/ratings`, user.token, { description: `scale ${n}: black turtleneck, grey wool trousers`, occasion: 'work' });
      expect(res.status).toBe(202);
      ids.push(res.body.ratingId);
    }
    for (const id of ids) {
      const done = await onB.next('rating.done', (e) => (e.data as { ratingId: string }).ratingId === id, 30_000);
      expect((done.data as { result: { status: string } }).result.status).toBe('done');
      await onA.next('rating.done', (e) => (e.data as { ratingId: string }).ratingId === id, 10_000);
    }
    // Two workers processes served the queue; each rating was done once.
    expect((await UserModel.query(ctx.db).findById(user.userId))!.ratingsDone).toBe(ids.length);
    expect(await RatingModel.query(ctx.db).where({ userId: user.userId, status: 'done' })).toHaveLength(ids.length);
    expect(ai.requests.filter((r) => r.path.endsWith('/chat/completions'))).toHaveLength(ids.length);
    // Either api reads the same state.
    const viaB = await fetch(`${b}/api/ratings/${ids[0]}`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(((await viaB.json()) as { status: string }).status).toBe('done');
    onA.close();
    onB.close();
  }, 60_000);
});
