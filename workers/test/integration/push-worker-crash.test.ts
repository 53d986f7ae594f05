import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { createBroadcast, type CoreContext } from '@fitrater/core';
import { createTestEnvironment, startFakePushService, type FakePushService, type TestEnvironment } from '@fitrater/test-support';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
let push: FakePushService;
let env: TestEnvironment;
let ctx: CoreContext;
const children: ChildProcess[] = [];

function startWorkerProcess(): ChildProcess {
  const child = spawn(process.execPath, [join(root, 'dist/workers/main.js')], {
    env: { ...process.env, ...env.env, WORKER_QUEUES: 'default', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  return child;
}

const LOCK_MS = 4000;
const USERS = 3;
const SUBSCRIPTIONS_PER_USER = 50;

beforeAll(async () => {
  push = await startFakePushService();
  // A short lock so the jobs of a killed worker are handed out again within seconds, but not so short that
  // the surviving worker misses a renewal on a busy machine: a second stall fails the batch instead of retrying it.
  env = await createTestEnvironment({ PUSH_CA_FILE: push.caFile, WORKER_LOCK_MS: String(LOCK_MS) });
  ctx = await env.readyContext();
}, 120_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await env?.dispose();
  await push?.close();
});

describe('a worker killed in the middle of a push fan-out', () => {
  it('resends nothing: every subscription gets the notification at most once and the counts add up', async () => {
    for (let u = 0; u < USERS; u++) {
      const [user] = await ctx.db('users').insert({
        email: `crash${u}@example.test`, name: `Crash ${u}`, passwordHash: 'x', language: 'en',
      }).returning('id');
      await ctx.db('pushSubscriptions').insert(Array.from({ length: SUBSCRIPTIONS_PER_USER }, () => {
        const sub = push.subscribe();
        return { userId: user.id, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth };
      }));
    }
    const total = USERS * SUBSCRIPTIONS_PER_USER;

    // The push service takes 70 messages, then holds every further request unanswered.
    push.stallAfter = 70;
    const first = startWorkerProcess();
    const { id } = await createBroadcast(ctx, { kind: 'custom', content: { title: 'Crash test', body: 'Once only' }, audience: { all: true }, source: 'cli' });
    // Generous: on a loaded machine the worker process alone can take many seconds to start.
    const deadline = Date.now() + 60_000;
    while (push.held === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(push.held).toBeGreaterThan(0);
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    // The held requests reached the push service before the crash: they count as delivered.
    push.release();
    const deliveredBeforeCrash = push.received.length;
    expect(deliveredBeforeCrash).toBeGreaterThanOrEqual(70);
    expect(deliveredBeforeCrash).toBeLessThan(total);

    startWorkerProcess();
    const until = Date.now() + 40_000;
    let row = await ctx.db('broadcasts').where({ id }).first();
    while (row.status !== 'done' && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 200));
      row = await ctx.db('broadcasts').where({ id }).first();
    }
    expect(row.status).toBe('done');
    // Wait past another lock period: a duplicate would show up now.
    await new Promise((r) => setTimeout(r, LOCK_MS + 500));

    const perSubscription = new Map<string, number>();
    for (const r of push.received) perSubscription.set(r.subscriptionId, (perSubscription.get(r.subscriptionId) ?? 0) + 1);
    expect(Math.max(...perSubscription.values())).toBe(1);
    // Everything not in flight at the crash was delivered after it; what was in flight (requests
    // claimed by the running batches) is reported as interrupted and not sent again, delivered or not.
    const interrupted: Array<{ subscriptionId: string }> = await ctx.db('pushDeliveries').where({ broadcastId: id, status: 'failed' }).whereLike('error', 'interrupted%').select('subscriptionId');
    expect(interrupted.length).toBeGreaterThan(0);
    expect(push.received.length - deliveredBeforeCrash).toBeGreaterThan(0);
    const endpoints: Array<{ id: string; endpoint: string }> = await ctx.db('pushSubscriptions').select('id', 'endpoint');
    const fakeIdOf = new Map(endpoints.map((e) => [e.id, e.endpoint.split('/').pop()!]));
    const interruptedFakeIds = new Set(interrupted.map((d) => fakeIdOf.get(d.subscriptionId)));
    const neverReceived = endpoints.map((e) => fakeIdOf.get(e.id)!).filter((fakeId) => !perSubscription.has(fakeId));
    expect(neverReceived.every((fakeId) => interruptedFakeIds.has(fakeId))).toBe(true);
    expect(push.received.length + neverReceived.length).toBe(total);
    expect(row).toMatchObject({ recipients: USERS, targeted: total });
    expect(row.sent + row.failed).toBe(total);
    expect(row.failed).toBe(interrupted.length);
  }, 150_000);
});
