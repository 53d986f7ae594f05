import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, sessionCacheConnectionName, sessionCacheOf, sessionRevokedChannel, SessionModel, UserModel, userCacheOf, userChangesSeen } from '@fitrater/core';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { countQueries } from '../query-count';
import { httpClient, signUp, uniqueEmail } from '../client';

let stack: TestStack;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  stack = await startTestStack();
  http = httpClient(stack);
  // The cache serves once its revocation subscriber is subscribed.
  for (let i = 0; i < 100 && !sessionCacheOf(stack.ctx)?.live; i++) await new Promise((r) => setTimeout(r, 20));
  // …and the user cache once it listens to Postgres.
  for (let i = 0; i < 250 && !userCacheOf(stack.ctx)?.live; i++) await new Promise((r) => setTimeout(r, 20));
});
afterAll(async () => stack?.close());

describe('session cache', () => {
  it('serves a signed-in profile and usage read with no query once the session and the user are cached', async () => {
    // Made directly (no sign-up), so no welcome mail is being written while queries are counted.
    const user = await UserModel.query(stack.ctx.db).insertAndFetch({
      email: uniqueEmail('cache'), name: 'Cache', passwordHash: '!', role: 'user', language: 'en', welcomeEmailStatus: 'disabled',
    });
    const account = { userId: user.id, token: await createSession(stack.ctx, user.id, 'test') };
    // The insert's own notification must not evict the row after it was cached below.
    await userChangesSeen(stack.ctx);
    expect((await http.get('/api/user/profile', account.token)).status).toBe(200); // caches the session
    let profile: Awaited<ReturnType<typeof http.get>> | undefined;
    // The user row comes from the user cache too (users/user-cache.ts; see user-cache.test.ts).
    expect(await countQueries(stack.ctx.db, async () => (profile = await http.get('/api/user/profile', account.token)))).toBe(0);
    expect(profile!.body).toMatchObject({ id: account.userId, totalRatings: 0, averageRating: 0 });
    let usage: Awaited<ReturnType<typeof http.get>> | undefined;
    expect(await countQueries(stack.ctx.db, async () => (usage = await http.get('/api/usage', account.token)))).toBe(0);
    expect(usage!.body).toMatchObject({ used: 0, limit: 2, remaining: 2 });
  });

  it('answers 401 on the very next request after logout and after account deletion', async () => {
    const a = await signUp(stack);
    const aSecond = (await http.post('/api/auth/login', { email: a.email, password: a.password })).body.token as string;
    for (const token of [a.token, aSecond]) expect((await http.get('/api/user/profile', token)).status).toBe(200);
    expect((await http.post('/api/auth/logout', undefined, aSecond)).status).toBe(204);
    expect((await http.get('/api/user/profile', aSecond)).status).toBe(401);
    expect((await http.get('/api/usage', a.token)).status).toBe(200);

    const b = await signUp(stack);
    expect((await http.get('/api/user/profile', b.token)).status).toBe(200);
    expect((await http.request('DELETE', '/api/user', { token: b.token, body: { password: b.password } })).status).toBe(204);
    expect((await http.get('/api/user/profile', b.token)).status).toBe(401);
  });

  it('evicts a session another process revoked when the revocation arrives over Redis', async () => {
    const account = await signUp(stack);
    expect((await http.get('/api/user/profile', account.token)).status).toBe(200);
    const session = (await SessionModel.query(stack.ctx.db).where({ userId: account.userId }).first())!;
    // Another process revokes: the row changes behind this process's back, then the message arrives.
    await SessionModel.query(stack.ctx.db).patch({ revokedAt: new Date(), revokedReason: 'admin' }).where({ id: session.id });
    await stack.ctx.redis.publish(sessionRevokedChannel(stack.ctx.config.redisPrefix), JSON.stringify([session.id]));
    await expect.poll(async () => (await http.get('/api/user/profile', account.token)).status, { timeout: 2000 }).toBe(401);
  });

  it('serves a role change made behind the api once Postgres has notified it', async () => {
    const account = await signUp(stack);
    expect((await http.get('/api/user/profile', account.token)).body.role).toBe('user');
    await stack.ctx.db('users').update({ role: 'admin' }).where({ id: account.userId });
    await userChangesSeen(stack.ctx);
    expect((await http.get('/api/user/profile', account.token)).body.role).toBe('admin');
  });

  it('turns itself off and starts empty while its Redis subscriber is away', async () => {
    const account = await signUp(stack);
    expect((await http.get('/api/user/profile', account.token)).status).toBe(200);
    const cache = sessionCacheOf(stack.ctx)!;
    expect(cache.size).toBeGreaterThan(0);
    // The subscriber's connection drops (as when Redis restarts): nothing it cached may be served.
    // Only this stack's subscriber is killed, by its connection name: the Redis server is shared.
    const name = sessionCacheConnectionName(stack.ctx.config.redisPrefix);
    const list = (await stack.ctx.redis.client('LIST')) as string;
    const id = list.split('\n').find((line) => line.includes(` name=${name} `))?.match(/^id=(\d+)/)?.[1];
    expect(id).toBeDefined();
    await stack.ctx.redis.client('KILL', 'ID', id!);
    await expect.poll(() => cache.size).toBe(0);
    await expect.poll(() => cache.live).toBe(true); // reconnected and subscribed again
    expect((await http.get('/api/user/profile', account.token)).status).toBe(200);
  });
});
