/**
 * F12: two scheduler processes running at once (a deploy overlapping the old one, or a mistake).
 * Every task's job id comes from its tick, so each run is enqueued once: the start-up challenge
 * rotation of both processes is one job and one challenge, and every task ticked by two schedulers
 * at the same minute is one job.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE, type CoreContext } from '@fitrater/core';
import { QUEUE_NAMES } from '@fitrater/platform';
import { spawnScheduler, startTestStack, waitForLog, type ProductProcess, type TestStack } from '@fitrater/test-support';

let stack: TestStack;
const schedulers: ProductProcess[] = [];

beforeAll(async () => {
  // No workers: the jobs stay in the queue where they can be counted.
  stack = await startTestStack({ workers: false });
});

afterAll(async () => {
  await Promise.all(schedulers.map((s) => s.stop('SIGKILL')));
  await stack?.close();
});

/** Every job of every queue (scheduled tasks go to several queues), as `queue/id`. */
async function allJobs(ctx: CoreContext): Promise<Array<{ key: string; id: string; name: string }>> {
  const perQueue = await Promise.all(QUEUE_NAMES.map(async (queue) => (await ctx.producer.queue(queue).getJobs(['waiting', 'active', 'delayed', 'completed', 'failed', 'prioritized', 'paused']))
    .map((job) => ({ key: `${queue}/${job.id}`, id: job.id!, name: job.name }))));
  return perQueue.flat();
}

describe('F12: two schedulers at once', () => {
  it('enqueue the start-up challenge rotation once', async () => {
    const logging = { ...stack.env.env, LOG_LEVEL: 'info' };
    schedulers.push(spawnScheduler(logging, { stdio: 'pipe' }), spawnScheduler(logging, { stdio: 'pipe' }));
    // Both have enqueued their start-up rotation (each says so once its enqueue settled). Each loads its bundle
    // and connects while the rest of the suite keeps both cores busy (Chromium's compositor threads run at a raised
    // priority as root): alone a start takes about 2 s, under that load it took over 20.
    await Promise.all(schedulers.map((s) => waitForLog(s, 'start-up tasks enqueued', 60_000)));
    expect(schedulers.map((s) => s.child.exitCode)).toEqual([null, null]); // both still running
    const rotations = (await allJobs(stack.ctx)).filter((j) => j.name === 'challenge.rotate');
    expect(rotations).toHaveLength(1);
    await Promise.all(schedulers.map((s) => s.stop('SIGTERM')));
  }, 90_000);

  it('enqueue each task once when both tick in the same minute', async () => {
    const [one, two] = [stack.env.context(), stack.env.context()];
    const tick = new Date('2031-03-03T08:00:05Z');
    const before = (await allJobs(stack.ctx)).length;
    const ids = await Promise.all(SCHEDULE.flatMap((entry) => [one, two].map((ctx) => entry.enqueue(ctx, tick) as Promise<string>)));
    for (let i = 0; i < ids.length; i += 2) expect(ids[i]).toBe(ids[i + 1]); // both schedulers name the same job
    const distinct = new Set(ids);
    const jobs = await allJobs(stack.ctx);
    expect(jobs.length - before).toBe(distinct.size);
    for (const id of distinct) expect(jobs.filter((j) => j.id === id)).toHaveLength(1);
    expect(new Set(jobs.map((j) => j.key)).size).toBe(jobs.length);
  });
});
