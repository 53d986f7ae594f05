import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBroadcast, setRole, sendPushBatch } from '@fitrater/core';
import { pushProviderFor } from '@fitrater/providers';
import { startFakePushService, startTestStack, type FakePushService, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp } from '../../client';

let push: FakePushService;
let stack: TestStack;
let http: ReturnType<typeof httpClient>;
let admin: Awaited<ReturnType<typeof signUp>>;
let user: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  push = await startFakePushService();
  stack = await startTestStack({ env: { PUSH_CA_FILE: push.caFile, PUSH_ENDPOINT_HOSTS: '127.0.0.1' } });
  http = httpClient(stack);
  admin = await signUp(stack, { name: 'Ada Admin' });
  await setRole(stack.ctx, admin.email, 'admin');
  user = await signUp(stack, { name: 'Uma User' });
}, 60_000);
afterAll(async () => {
  await stack?.close();
  await push?.close();
});

async function waitForBroadcast(id: string, token = admin.token, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await http.get(`/api/notifications/broadcasts/${id}`, token);
    expect(res.status).toBe(200);
    if (res.body.status === 'done' || res.body.status === 'failed') return res.body;
    if (Date.now() > deadline) throw new Error(`broadcast still ${res.body.status}: ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const subscribe = (token: string, sub = push.subscribe()) =>
  http.request('POST', '/api/push/subscriptions', { token, body: { endpoint: sub.endpoint, keys: sub.keys, expirationTime: null } }).then((res) => ({ res, sub }));

describe('push subscriptions', () => {
  it('serves one VAPID public key, generated once and kept', async () => {
    const first = await http.get('/api/push/public-key');
    expect(first.status).toBe(200);
    expect(Buffer.from(first.body.publicKey, 'base64url')).toHaveLength(65);
    const again = await http.get('/api/push/public-key');
    expect(again.body.publicKey).toBe(first.body.publicKey);
    const rows = await stack.ctx.db('vapidKeys').select('publicKey');
    expect(rows).toEqual([{ publicKey: first.body.publicKey }]);
    // The private key never leaves the server.
    expect(JSON.stringify(first.body)).not.toContain(rows[0].privateKey ?? '@@');
  });

  it('accepts several https subscriptions per user and refuses anything else', async () => {
    const other = await signUp(stack);
    expect((await subscribe(other.token)).res.status).toBe(201);
    const second = await subscribe(other.token);
    expect(second.res).toMatchObject({ status: 201, body: { subscriptions: 2 } });
    const sub = push.subscribe();
    const bad = [
      { endpoint: sub.endpoint.replace('https:', 'http:'), keys: sub.keys },
      { endpoint: sub.endpoint, keys: { p256dh: sub.keys.p256dh.slice(0, 40), auth: sub.keys.auth } },
      { endpoint: sub.endpoint, keys: { p256dh: Buffer.alloc(65, 7).toString('base64url'), auth: sub.keys.auth } },
      { endpoint: sub.endpoint, keys: sub.keys, extra: 1 },
    ];
    for (const body of bad) {
      const res = await http.request('POST', '/api/push/subscriptions', { token: other.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
    }
    // Only the browsers' push services and PUSH_ENDPOINT_HOSTS (here the local fake): no requests to arbitrary hosts.
    for (const endpoint of ['https://evil.example.com/push/1', 'https://localhost/push/1', 'https://push.apple.com.evil.test/x', 'https://169.254.169.254/latest']) {
      const res = await http.request('POST', '/api/push/subscriptions', { token: other.token, body: { endpoint, keys: sub.keys } });
      expect(res.status, endpoint).toBe(400);
      expect(res.body.error.code).toBe('PUSH_ENDPOINT_NOT_ALLOWED');
    }
    expect((await http.request('POST', '/api/push/subscriptions', { body: { endpoint: sub.endpoint, keys: sub.keys } })).status).toBe(401);
    // Someone else's endpoint cannot be removed; one's own can.
    expect((await http.request('DELETE', '/api/push/subscriptions', { token: user.token, body: { endpoint: second.sub.endpoint } })).status).toBe(404);
    expect((await http.request('DELETE', '/api/push/subscriptions', { token: other.token, body: { endpoint: second.sub.endpoint } })).status).toBe(204);
    expect(await stack.ctx.db('pushSubscriptions').where({ userId: other.userId }).count('* as n').first()).toEqual({ n: '1' });
  });

  it('keeps preferences and a valid time zone', async () => {
    const initial = await http.get('/api/notifications/preferences', user.token);
    expect(initial.body).toEqual({ morningTip: true, streakReminder: true, appUpdates: true, premiumTips: true, timeZone: 'UTC' });
    const patched = await http.request('PATCH', '/api/notifications/preferences', { token: user.token, body: { timeZone: 'Africa/Lagos', premiumTips: false } });
    expect(patched.body).toMatchObject({ timeZone: 'Africa/Lagos', premiumTips: false, morningTip: true });
    const bad = await http.request('PATCH', '/api/notifications/preferences', { token: user.token, body: { timeZone: 'Mars/Olympus' } });
    expect(bad.status).toBe(400);
  });
});

describe('admin notification routes', () => {
  const routes: Array<[string, string, unknown]> = [
    ['POST', '/api/notifications/morning-tip', {}],
    ['POST', '/api/notifications/streak-reminder', {}],
    ['POST', '/api/notifications/app-update', { features: ['Dark mode'] }],
    ['POST', '/api/notifications/premium-tip', { message: 'Try the combiner' }],
    ['POST', '/api/notifications/send', { title: 'Hi', body: 'There', allUsers: true }],
    ['GET', '/api/notifications/broadcasts', undefined],
    ['GET', '/api/notifications/broadcasts/00000000-0000-4000-8000-000000000000', undefined],
  ];
  it('answers 401 without a token and 403 to a signed-in non-admin, on every route', async () => {
    for (const [method, path, body] of routes) {
      const anonymous = await http.request(method, path, { body });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const forbidden = await http.request(method, path, { body, token: user.token });
      expect(forbidden.status, `${method} ${path}`).toBe(403);
      expect(forbidden.body.error.code).toBe('FORBIDDEN');
    }
    expect(await stack.ctx.db('broadcasts').count('* as n').first()).toEqual({ n: '0' });
  });

  it('validates what the admin sends', async () => {
    const cases: Array<[string, unknown]> = [
      ['/api/notifications/app-update', { features: ['  ', ''] }],
      ['/api/notifications/app-update', { features: [] }],
      ['/api/notifications/premium-tip', { message: '   ' }],
      ['/api/notifications/send', { title: 'T', body: 'B', allUsers: false }],
      ['/api/notifications/send', { title: '', body: 'B', allUsers: true }],
      ['/api/notifications/send', { title: 'T', body: 'B', url: 'https://evil.example/phish', allUsers: true }],
      ['/api/notifications/send', { title: 'T', body: 'B', url: '//evil.example', allUsers: true }],
    ];
    for (const [path, body] of cases) {
      const res = await http.request('POST', path, { token: admin.token, body });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
    }
    expect((await http.get('/api/notifications/broadcasts/00000000-0000-4000-8000-000000000000', admin.token)).status).toBe(404);
  });
});

describe('a broadcast', () => {
  it('reaches every subscription once, removes 410s, retries 429 and 500, and fills every inbox', async () => {
    const ok1 = (await subscribe(admin.token)).sub;
    const ok2 = (await subscribe(admin.token)).sub;
    const gone = (await subscribe(user.token)).sub;
    const limited = (await subscribe(user.token)).sub;
    const flaky = (await subscribe(user.token)).sub;
    push.script(gone.id, [{ status: 410 }]);
    push.script(limited.id, [{ status: 429, retryAfter: '1' }]);
    push.script(flaky.id, [{ status: 500 }, { status: 503 }]);
    const noPush = await signUp(stack, { name: 'No Push' });
    const before = push.received.length;

    const started = Date.now();
    const res = await http.post('/api/notifications/send', { title: 'Style week', body: 'New looks are in <b>now</b>', url: '/home', allUsers: true }, admin.token);
    expect(res.status).toBe(202);
    const done = await waitForBroadcast(res.body.broadcastId);

    const users = Number((await stack.ctx.db('users').count('* as n').first())!.n);
    const subscriptions = 1 + 5; // the other user's remaining one, and these five
    expect(done).toMatchObject({ status: 'done', kind: 'custom', title: 'Style week', recipients: users, targeted: subscriptions, sent: subscriptions - 1, failed: 1, error: null });
    const mine = push.received.slice(before);
    const perSubscription = new Map<string, number>();
    for (const r of mine) perSubscription.set(r.subscriptionId, (perSubscription.get(r.subscriptionId) ?? 0) + 1);
    expect(perSubscription.get(ok1.id)).toBe(1);
    expect(perSubscription.get(ok2.id)).toBe(1);
    expect(perSubscription.get(limited.id)).toBe(1);
    expect(perSubscription.get(flaky.id)).toBe(1);
    expect(perSubscription.has(gone.id)).toBe(false);
    expect([...perSubscription.values()].every((n) => n === 1)).toBe(true);
    // The 429 was waited out (Retry-After: 1 s) before the second try.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(push.requests.filter((r) => r.subscriptionId === flaky.id)).toHaveLength(3);

    const payload = mine.find((r) => r.subscriptionId === ok1.id)!;
    expect(payload.payload).toMatchObject({ title: 'Style week', body: 'New looks are in <b>now</b>', url: '/home' });
    expect(payload.ttl).toBe(86400);
    expect(payload.urgency).toBe('normal');
    expect(payload.topic).toMatch(/^[0-9a-f]{32}$/);

    expect(await stack.ctx.db('pushSubscriptions').where({ endpoint: gone.endpoint }).first()).toBeUndefined();
    // Users who never allowed push see it in their inbox.
    const inbox = await http.get('/api/notifications/inbox', noPush.token);
    expect(inbox.body.unread).toBe(1);
    expect(inbox.body.items[0]).toMatchObject({ kind: 'custom', title: 'Style week', url: '/home', readAt: null });
    const read = await http.post('/api/notifications/inbox/read', { all: true }, noPush.token);
    expect(read.body).toEqual({ unread: 0 });

    // Running a batch again (a job retry) sends nothing more.
    const subIds = (await stack.ctx.db('pushDeliveries').where({ broadcastId: res.body.broadcastId }).select('subscriptionId')).map((r: { subscriptionId: string }) => r.subscriptionId);
    const again = await sendPushBatch(stack.ctx, await pushProviderFor(stack.ctx), { broadcastId: res.body.broadcastId, subscriptionIds: subIds });
    expect(again).toMatchObject({ sent: 0, skipped: subIds.length });
    expect(push.received.length).toBe(before + mine.length);

    const list = await http.get('/api/notifications/broadcasts', admin.token);
    expect(list.body.broadcasts[0]).toMatchObject({ id: res.body.broadcastId, sent: subscriptions - 1, failed: 1 });
  }, 40_000);

  it('respects opt-outs and localises app updates', async () => {
    await http.request('PATCH', '/api/notifications/preferences', { token: user.token, body: { appUpdates: false } });
    await http.request('PATCH', '/api/user/profile', { token: admin.token, body: { language: 'fr' } });
    const res = await http.post('/api/notifications/app-update', { features: [' Dark mode ', '', 'Closet folders'] }, admin.token);
    expect(res.status).toBe(202);
    await waitForBroadcast(res.body.broadcastId);
    expect(await stack.ctx.db('notifications').where({ broadcastId: res.body.broadcastId, userId: user.userId }).first()).toBeUndefined();
    const row = await stack.ctx.db('notifications').where({ broadcastId: res.body.broadcastId, userId: admin.userId }).first();
    expect(row).toMatchObject({ title: 'Nouveau dans FitRater', body: 'Dark mode · Closet folders' });
  });

  it('a scheduler-style dedupe key creates one broadcast', async () => {
    const a = await createBroadcast(stack.ctx, { kind: 'morning_tip', content: { tip: 3 }, audience: { timeZones: ['Asia/Tokyo'] }, source: 'scheduler', dedupeKey: 'test:tick' });
    const b = await createBroadcast(stack.ctx, { kind: 'morning_tip', content: { tip: 3 }, audience: { timeZones: ['Asia/Tokyo'] }, source: 'scheduler', dedupeKey: 'test:tick' });
    expect(b).toEqual({ id: a.id, created: false });
  });
});
