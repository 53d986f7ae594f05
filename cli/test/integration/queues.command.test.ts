import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Queue, Worker } from 'bullmq';
import { createRedis, QUEUE_NAMES } from '@fitrater/platform';
import { useCliTestEnvironment } from '../support/cli-environment';

const t = useCliTestEnvironment();
let queue: Queue;
const run = t.run;
const connection = () => createRedis(t.env.config.redisUrl, 'blocking');
const bullPrefix = () => `${t.env.config.redisPrefix}:bull`;

beforeAll(() => {
  queue = new Queue('default', { connection: connection(), prefix: bullPrefix() });
});
afterAll(async () => {
  await queue?.close();
});

async function statusJson() {
  const res = await run('queues', 'status', '--json');
  expect(res.code, res.stderr).toBe(0);
  return JSON.parse(res.stdout) as Array<Record<string, unknown>>;
}

describe('fitrater queues', () => {
  it('status counts jobs per queue of the catalogue', async () => {
    await queue.add('test.delayed', {}, { delay: 60_000, jobId: 'delayed-one' });
    await queue.add('test.waiting', {}, { jobId: 'waiting-one' });
    const statuses = await statusJson();
    expect(statuses.map((s) => s.queue)).toEqual(QUEUE_NAMES);
    expect(statuses.find((s) => s.queue === 'default')).toEqual({
      queue: 'default', isPaused: false, waiting: 1, active: 0, delayed: 1, failed: 0, completed: 0, paused: 0,
    });

    const table = await run('queues', 'status');
    const lines = table.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^QUEUE\s+STATE\s+WAITING\s+ACTIVE\s+DELAYED\s+FAILED\s+COMPLETED\s+PAUSED$/);
    expect(lines[1]).toMatch(/^default\s+running\s+1\s+0\s+1\s+0\s+0\s+0$/);
    await queue.drain(true);
  });

  it('pause and resume a queue (by name and with --all)', async () => {
    const pause = await run('queues', 'pause', 'default');
    expect(pause.code, pause.stderr).toBe(0);
    expect(pause.stdout.trim()).toBe('default: paused');
    expect(await queue.isPaused()).toBe(true);
    expect((await statusJson())[0]).toMatchObject({ queue: 'default', isPaused: true });
    expect((await run('queues', 'status')).stdout).toMatch(/^default\s+paused\s/m);
    expect((await run('queues', 'pause', '--all')).stdout.trim()).toBe(
      QUEUE_NAMES.map((q) => (q === 'default' ? 'default: already paused' : `${q}: paused`)).join('\n'),
    );

    const resume = await run('queues', 'resume', '--all');
    expect(resume.code, resume.stderr).toBe(0);
    expect(resume.stdout.trim()).toBe(QUEUE_NAMES.map((q) => `${q}: resumed`).join('\n'));
    expect(await queue.isPaused()).toBe(false);
    expect((await run('queues', 'resume', 'default')).stdout.trim()).toBe('default: already resumed');
  });

  it('retry-failed moves failed jobs back to waiting', async () => {
    let calls = 0;
    const worker = new Worker(
      'default',
      async () => {
        calls++;
        throw new Error('boom');
      },
      { connection: connection(), prefix: bullPrefix(), autorun: true },
    );
    try {
      await queue.add('test.fail', { n: 1 }, { jobId: 'fail-one', attempts: 1 });
      await queue.add('test.fail', { n: 2 }, { jobId: 'fail-two', attempts: 1 });
      await expect.poll(() => queue.getFailedCount(), { timeout: 10_000 }).toBe(2);
    } finally {
      await worker.close();
    }
    expect(calls).toBe(2);
    expect((await statusJson())[0]).toMatchObject({ failed: 2, waiting: 0 });

    const res = await run('queues', 'retry-failed', 'default');
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout.trim()).toBe('Retrying 2 failed job(s) in default.');
    expect((await statusJson())[0]).toMatchObject({ failed: 0, waiting: 2 });
    expect(await (await queue.getJob('fail-one'))!.getState()).toBe('waiting');

    const none = await run('queues', 'retry-failed', 'default');
    expect(none.stdout.trim()).toBe('No failed jobs in default.');
    await queue.drain(true);
  });

  it('honours --redis-prefix over REDIS_PREFIX', async () => {
    await queue.add('test.waiting', {}, { jobId: 'prefix-check' });
    const wrongEnv = { REDIS_PREFIX: `${t.env.config.redisPrefix}x` };
    const viaEnv = JSON.parse((await t.runWith(wrongEnv, 'queues', 'status', '--json')).stdout);
    expect(viaEnv[0].waiting).toBe(0);
    const viaOption = await t.runWith(wrongEnv, '--redis-prefix', t.env.config.redisPrefix, 'queues', 'status', '--json');
    expect(JSON.parse(viaOption.stdout)[0].waiting).toBe(1);
    await queue.drain(true);
  });

  it('refuses a queue that is not in the catalogue, and pause without a queue', async () => {
    for (const args of [['retry-failed', 'emails'], ['pause', 'emails'], ['resume', 'emails']]) {
      const res = await run('queues', ...args);
      expect(res.code).toBe(2);
      expect(res.stdout).toBe('');
      expect(res.stderr).toContain(`unknown queue "emails"; known queues: ${QUEUE_NAMES.join(', ')}`);
      expect(res.stderr.trim().split('\n')).toHaveLength(1);
    }
    const neither = await run('queues', 'pause');
    expect(neither.code).toBe(2);
    expect(neither.stderr).toBe(`error: name the queue to pause (${QUEUE_NAMES.join(', ')}) or pass --all\n`);
    const both = await run('queues', 'resume', 'default', '--all');
    expect(both.code).toBe(2);
  });

  it('reports an unreachable Redis in one line without the password', async () => {
    const res = await t.runWith({ REDIS_URL: 'redis://:t0psecret@127.0.0.1:1' }, 'queues', 'status');
    expect(res.code).toBe(1);
    expect(res.stderr).toBe('error: Redis is not reachable at redis://:***@127.0.0.1:1 (ECONNREFUSED)\n');
  });
});
