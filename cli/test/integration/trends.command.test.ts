import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Queue } from 'bullmq';
import { refreshTrends, SCHEDULE, TrendModel, type CoreContext } from '@fitrater/core';
import { createRedis } from '@fitrater/platform';
import { selectStylingEngine } from '@fitrater/providers';
import { createTestEnvironment, type TestEnvironment } from '@fitrater/test-support';
import { runCliInProcess } from '../support/cli-harness';

let env: TestEnvironment;
let ctx: CoreContext;
let queue: Queue;
const run = (...args: string[]) => runCliInProcess(args, env.env, ctx);

beforeAll(async () => {
  env = await createTestEnvironment();
  ctx = await env.readyContext();
  queue = new Queue('styling', { connection: createRedis(env.config.redisUrl, 'blocking'), prefix: `${env.config.redisPrefix}:bull` });
});
afterAll(async () => {
  await queue?.close();
  await env?.dispose();
});

describe('fitrater trends refresh', () => {
  it('enqueues trends.refresh on the styling queue; the job stores this season\'s catalogue', async () => {
    const res = await run('trends', 'refresh', '--season', 'winter', '--json');
    expect(res.code, res.stderr).toBe(0);
    const out = JSON.parse(res.stdout) as { jobId: string; queue: string };
    expect(out).toMatchObject({ queue: 'styling', season: 'winter', timeframe: 'current' });
    expect(out.jobId).toMatch(/^trends-refresh-cli-[0-9a-f-]{36}$/);
    const job = await queue.getJob(out.jobId);
    expect(job?.name).toBe('trends.refresh');
    expect(job?.data).toMatchObject({ season: 'winter', timeframe: 'current' });

    // What the worker does with that payload (the handler calls exactly this).
    const stored = await refreshTrends(ctx, job!.data as { season: 'winter'; timeframe: 'current' }, selectStylingEngine(ctx.config, ctx.logger));
    expect(stored).toMatchObject({ season: 'winter', engine: 'local' });
    expect(stored.count).toBeGreaterThan(0);
    const active = await TrendModel.query(ctx.db).where({ active: true });
    expect(active.length).toBe(stored.count);
    expect(new Set(active.map((t) => t.category)).size).toBeGreaterThan(1);

    const text = await run('trends', 'refresh');
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/^Trend refresh queued \(job trends-refresh-cli-.+, season current, current\)/);
  });

  it('refuses an unknown season as a usage error', async () => {
    const res = await run('trends', 'refresh', '--season', 'monsoon');
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/must be one of current, spring, summer, fall, winter/);
  });

  it('the weekly scheduler entry enqueues once per week, however many schedulers tick', async () => {
    const entry = SCHEDULE.find((e) => e.name === 'trends.refresh')!;
    expect(entry.cron).toBe('0 3 * * 1');
    const monday = new Date('2026-11-23T03:00:00Z');
    const [a, b] = await Promise.all([entry.enqueue(ctx, monday), entry.enqueue(ctx, new Date(monday.getTime() + 1000))]);
    expect(a).toBe('trends-refresh-week-2026-11-23');
    expect(b).toBe(a);
    const jobs = (await queue.getJobs(['waiting', 'delayed', 'active', 'completed'])).filter((j) => j.name === 'trends.refresh' && j.id?.startsWith('trends-refresh-week-'));
    expect(jobs).toHaveLength(1);
  });
});
