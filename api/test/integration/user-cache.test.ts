import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_CACHE_APPLICATION_NAME, UserModel, createSession, userCacheOf, userChangesSeen } from '@fitrater/core';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { countQueries } from '../query-count';
import { httpClient, signUp, uniqueEmail } from '../client';
import { connectEvents } from '../realtime-client';

let stack: TestStack;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  stack = await startTestStack();
  http = httpClient(stack);
  // The cache serves once its LISTEN connection is up.
  for (let i = 0; i < 250 && !userCacheOf(stack.ctx)?.live; i++) await new Promise((r) => setTimeout(r, 20));
});
afterAll(async () => stack?.close());

async function quietAccount() {
  // Made directly (no sign-up), so no welcome mail is being written while queries are counted.
  const user = await UserModel.query(stack.ctx.db).insertAndFetch({
    email: uniqueEmail('ucache'), name: 'Cached', passwordHash: '!', role: 'user', language: 'en', welcomeEmailStatus: 'disabled',
  });
  const token = await createSession(stack.ctx, user.id, 'test');
  // The insert's own notification must not evict the row after a test has cached it.
  await userChangesSeen(stack.ctx);
  return { userId: user.id, token };
}

describe('user cache: signed-in reads from memory, changes from Postgres notifications', () => {
  it('answers repeated profile and usage reads without a query while nothing changed', async () => {
    const account = await quietAccount();
    expect((await http.get('/api/user/profile', account.token)).status).toBe(200);
    for (const path of ['/api/user/profile', '/api/usage']) {
      let body: unknown;
      expect(await countQueries(stack.ctx.db, async () => (body = (await http.get(path, account.token)).body))).toBe(0);
      expect(body).toBeTruthy();
    }
  });

  it('shows a change made behind the api (SQL, CLI, a worker) once Postgres has notified it', async () => {
    const account = await quietAccount();
    expect((await http.get('/api/user/profile', account.token)).body.name).toBe('Cached');
    await stack.ctx.db('users').update({ name: 'Renamed by SQL', role: 'admin' }).where({ id: account.userId });
    await userChangesSeen(stack.ctx);
    expect((await http.get('/api/user/profile', account.token)).body).toMatchObject({ name: 'Renamed by SQL', role: 'admin' });
    // …and a usage counter written elsewhere.
    await stack.ctx.db('usage_counters').insert({ user_id: account.userId, period: new Date().toISOString().slice(0, 7), used: 2 });
    await userChangesSeen(stack.ctx);
    expect((await http.get('/api/usage', account.token)).body).toMatchObject({ used: 2, remaining: 0 });
  });

  it('lets a user read their own change at once, every time', async () => {
    const account = await signUp(stack);
    for (let i = 0; i < 25; i++) {
      expect((await http.request('PATCH', '/api/user/profile', { token: account.token, body: { name: `Name ${i}` } })).status).toBe(200);
      expect((await http.get('/api/user/profile', account.token)).body.name).toBe(`Name ${i}`);
    }
  });

  it('counts a finished rating in the very next read after rating.done arrives', async () => {
    const account = await signUp(stack);
    const events = await connectEvents(stack.url, account.token);
    expect((await http.get('/api/user/profile', account.token)).body.totalRatings).toBe(0);
    const posted = await http.post('/api/ratings', { description: 'navy blazer, white shirt, grey trousers, loafers', occasion: 'work' }, account.token);
    expect(posted.status).toBe(202);
    await events.next('rating.done', undefined, 30_000);
    const profile = (await http.get('/api/user/profile', account.token)).body;
    expect(profile.totalRatings).toBe(1);
    expect((await http.get('/api/usage', account.token)).body.used).toBe(1);
    events.close();
  });

  it('keeps the row through a chat message and its streamed reply, which change no user', async () => {
    const account = await quietAccount();
    await UserModel.query(stack.ctx.db).patch({ premiumExpiresAt: new Date(Date.now() + 86_400_000) }).where({ id: account.userId });
    await userChangesSeen(stack.ctx);
    const events = await connectEvents(stack.url, account.token);
    const sent = await http.post('/api/chat/send', { message: 'Navy or grey?', personality: 'coach' }, account.token);
    expect(sent.status).toBe(202);
    await events.next('chat.done', (e) => e.data.replyId === sent.body.replyId, 30_000);
    // Neither the send's answer nor the reply's events evicted the row: the next read sends no query.
    expect(await countQueries(stack.ctx.db, () => http.get('/api/user/profile', account.token))).toBe(0);
    events.close();
  });

  it('turns itself off while its Postgres connection is away and starts empty when it is back', async () => {
    const account = await quietAccount();
    expect((await http.get('/api/user/profile', account.token)).status).toBe(200);
    const cache = userCacheOf(stack.ctx)!;
    expect(cache.size).toBeGreaterThan(0);
    // Only this database's listener is ended: the server is shared with other test files.
    const { rows } = await stack.ctx.db.raw(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = ? and datname = current_database()',
      [USER_CACHE_APPLICATION_NAME],
    );
    expect(rows).toHaveLength(1);
    await expect.poll(() => cache.live, { timeout: 5000 }).toBe(false);
    // A change while nobody listens: its notification is lost, and nothing cached before may be served.
    await stack.ctx.db('users').update({ name: 'Changed while away' }).where({ id: account.userId });
    expect((await http.get('/api/user/profile', account.token)).body.name).toBe('Changed while away');
    await expect.poll(() => cache.live, { timeout: 10_000 }).toBe(true);
    expect((await http.get('/api/user/profile', account.token)).body.name).toBe('Changed while away');
    expect(await countQueries(stack.ctx.db, () => http.get('/api/user/profile', account.token))).toBe(0);
  });
});
