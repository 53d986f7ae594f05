import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Queue } from 'bullmq';
import { setRole } from '@fitrater/core';
import { createRedis } from '@fitrater/platform';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp } from '../../client';

let stack: TestStack;
let http: ReturnType<typeof httpClient>;
let queue: Queue;

beforeAll(async () => {
  stack = await startTestStack();
  http = httpClient(stack);
  queue = new Queue('default', { connection: createRedis(stack.env.config.redisUrl, 'blocking'), prefix: `${stack.env.config.redisPrefix}:bull` });
}, 60_000);
afterAll(async () => {
  await queue?.close();
  await stack?.close();
});

describe('admin queue view', () => {
  it('checks the role on the server: no token 401, a user 403', async () => {
    const user = await signUp(stack);
    for (const [method, url, body] of [
      ['GET', '/api/admin/queues', undefined],
      ['GET', '/api/admin/queues/default/failed', undefined],
      ['POST', '/api/admin/queues/default/retry', { all: true }],
    ] as const) {
      expect((await http.request(method, url, { body })).status, url).toBe(401);
      const forbidden = await http.request(method, url, { token: user.token, body });
      expect(forbidden.status, url).toBe(403);
      expect(forbidden.body.error.code).toBe('FORBIDDEN');
    }
  });

  it('shows counts per queue and state, failed jobs with their errors, and retries them', async () => {
    const admin = await signUp(stack);
    await setRole(stack.ctx, admin.email, 'admin');
    // A job the worker refuses (its payload breaks the catalogue's schema): it fails with that error.
    await queue.add('mail.send', { outboxId: 'not-a-uuid' }, { jobId: 'broken-mail', attempts: 1 });
    const deadline = Date.now() + 15_000;
    while (!(await queue.getJob('broken-mail'))?.failedReason && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));

    const list = await http.get('/api/admin/queues', admin.token);
    expect(list.status).toBe(200);
    expect(list.body.queues.map((q: { queue: string }) => q.queue)).toEqual(['default', 'rating', 'media', 'styling', 'chat', 'closet']);
    expect(list.body.queues[0]).toMatchObject({ queue: 'default', failed: 1, isPaused: false });

    const failed = await http.get('/api/admin/queues/default/failed', admin.token);
    expect(failed.body.jobs).toEqual([{ id: 'broken-mail', name: 'mail.send', error: 'Invalid payload for mail.send', attempts: 1, failedAt: expect.any(String) }]);

    const retried = await http.request('POST', '/api/admin/queues/default/retry', { token: admin.token, body: { jobId: 'broken-mail' } });
    expect(retried).toMatchObject({ status: 200, body: { retried: 1 } });
    // It ran again (and failed again: the payload is still wrong).
    const again = Date.now() + 15_000;
    while ((await queue.getJob('broken-mail'))?.attemptsMade !== 2 && Date.now() < again) await new Promise((r) => setTimeout(r, 100));
    expect((await queue.getJob('broken-mail'))?.attemptsMade).toBe(2);

    expect((await http.request('POST', '/api/admin/queues/default/retry', { token: admin.token, body: { jobId: 'nope' } })).status).toBe(404);
    expect((await http.get('/api/admin/queues/ghost/failed', admin.token)).status).toBe(400);
  });
});
