import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBroadcast } from '@fitrater/core';
import { startFakePushService, startTestStack, type FakePushService, type TestStack } from '@fitrater/test-support';
import { buildApp } from '../../../src/app';
import { httpClient, signUp } from '../../client';
import { connectEvents } from '../../realtime-client';

const TOKEN = 'metrics-token-0123456789abcdef';
let push: FakePushService;
let stack: TestStack;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  push = await startFakePushService();
  stack = await startTestStack({ env: { METRICS_TOKEN: TOKEN, PUSH_CA_FILE: push.caFile, PUSH_ENDPOINT_HOSTS: '127.0.0.1' } });
  http = httpClient(stack);
}, 60_000);
afterAll(async () => {
  await stack?.close();
  await push?.close();
});

const scrape = (authorization?: string) => fetch(`${stack.url}/metrics`, { headers: authorization ? { authorization } : {} });

/** The value of one sample line, e.g. `fitrater_queue_jobs{queue="default",state="failed"}`. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((w) => l.includes(w)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics', () => {
  it('is off (404) without METRICS_TOKEN', async () => {
    const app = await buildApp({ ctx: { ...stack.env.context(), config: { ...stack.env.config, metricsToken: null } } });
    try {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    } finally {
      await app.close();
    }
  });

  it('needs the token as a bearer (401 otherwise)', async () => {
    for (const auth of [undefined, 'Bearer wrong-token-0123456789abcdef', TOKEN, `Basic ${TOKEN}`]) {
      const res = await scrape(auth);
      expect(res.status, String(auth)).toBe(401);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('exposes route latency, queue depths, job durations, sockets and push counts', async () => {
    const admin = await signUp(stack);
    const sub = push.subscribe();
    const subscribed = await http.request('POST', '/api/push/subscriptions', { token: admin.token, body: { endpoint: sub.endpoint, keys: sub.keys } });
    expect(subscribed.status).toBe(201);
    const socket = await connectEvents(stack.url, admin.token);
    await http.get('/api/health');
    await http.get('/api/notifications/broadcasts/00000000-0000-4000-8000-000000000000', admin.token);
    const { id } = await createBroadcast(stack.ctx, { kind: 'custom', content: { title: 'Metrics', body: 'Counted' }, audience: { all: true }, source: 'cli' });
    await push.waitFor(1);
    const deadline = Date.now() + 15_000;
    while ((await stack.ctx.db('broadcasts').where({ id }).first('status')).status !== 'done' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));

    // Workers add job durations to Redis once a second (JobTimingRecorder): scrape until both jobs are in.
    let res = await scrape(`Bearer ${TOKEN}`);
    let text = await res.text();
    const timed = (job: string) => sample(text, 'fitrater_job_duration_seconds_count', { job, outcome: 'completed' }) !== undefined;
    while (!(timed('push.send') && timed('notify.broadcast')) && Date.now() < deadline + 5_000) {
      await new Promise((r) => setTimeout(r, 200));
      res = await scrape(`Bearer ${TOKEN}`);
      text = await res.text();
    }
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    socket.close();

    // Latency per route pattern (the id is not a label), method and status.
    expect(sample(text, 'fitrater_http_request_duration_seconds_count', { route: '/api/health', method: 'GET', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'fitrater_http_request_duration_seconds_count', { route: '/api/notifications/broadcasts/:id', status: '403' })).toBe(1);
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(text).toMatch(/^# TYPE fitrater_http_request_duration_seconds histogram$/m);
    // Queue depths per queue and state.
    for (const queue of ['default', 'rating', 'media', 'styling', 'chat']) {
      expect(sample(text, 'fitrater_queue_jobs', { queue, state: 'waiting' }), queue).toBeTypeOf('number');
    }
    expect(sample(text, 'fitrater_queue_jobs', { queue: 'default', state: 'completed' })).toBeGreaterThanOrEqual(2);
    // Job durations measured by the workers, per job name.
    expect(text).toMatch(/^# TYPE fitrater_job_duration_seconds histogram$/m);
    expect(sample(text, 'fitrater_job_duration_seconds_count', { job: 'notify.broadcast', outcome: 'completed' })).toBe(1);
    expect(sample(text, 'fitrater_job_duration_seconds_bucket', { job: 'push.send', outcome: 'completed', le: '+Inf' })).toBe(1);
    expect(/^fitrater_websocket_connections (\d+)$/m.exec(text)?.[1]).toBe('1');
    expect(sample(text, 'fitrater_push_notifications_total', { outcome: 'sent' })).toBe(1);
    expect(sample(text, 'fitrater_push_notifications_total', { outcome: 'failed' })).toBe(0);
  });
});
