import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobTimingRecorder, ensureRedisReady, readJobTimings, type PlatformContext } from '@fitrater/platform';
import { createTestEnvironment, type TestEnvironment } from '@fitrater/test-support';

let env: TestEnvironment;
let ctx: PlatformContext;

beforeAll(async () => {
  env = await createTestEnvironment();
  ctx = await env.readyContext();
  expect(await ensureRedisReady(ctx.redis, 10_000)).toBe(true);
}, 60_000);
afterAll(async () => env?.dispose());

describe('JobTimingRecorder', () => {
  it('adds the durations of many jobs to the shared histogram in one write per interval', async () => {
    const errors: Error[] = [];
    const recorder = new JobTimingRecorder(ctx.redis, ctx.config.redisPrefix, (error) => errors.push(error), 200);
    recorder.record('outfit.rate', 'completed', 0.04);
    recorder.record('outfit.rate', 'completed', 0.3);
    recorder.record('outfit.rate', 'failed', 2);
    // Not written yet: it waits for the interval.
    expect(await readJobTimings(ctx.redis, ctx.config.redisPrefix)).toEqual([]);
    await new Promise((r) => setTimeout(r, 400));
    const second = new JobTimingRecorder(ctx.redis, ctx.config.redisPrefix, (error) => errors.push(error));
    second.record('outfit.rate', 'completed', 0.07);
    await second.flush();

    const timings = await readJobTimings(ctx.redis, ctx.config.redisPrefix);
    const completed = timings.find((t) => t.outcome === 'completed')!;
    // Buckets 0.05, 0.1, 0.25, 0.5, … are cumulative.
    expect(completed).toMatchObject({ job: 'outfit.rate', count: 3, buckets: [1, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3] });
    expect(completed.sum).toBeCloseTo(0.41, 6);
    expect(timings.find((t) => t.outcome === 'failed')).toMatchObject({ count: 1, buckets: [0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1] });
    expect(errors).toEqual([]);
  });

  it('keeps what it could not write and writes it with the next flush', async () => {
    const errors: Error[] = [];
    const prefix = `${ctx.config.redisPrefix}-retry`;
    const broken = ctx.redis.duplicate();
    expect(await ensureRedisReady(broken, 10_000)).toBe(true);
    const recorder = new JobTimingRecorder(broken, prefix, (error) => errors.push(error));
    recorder.record('card.render', 'completed', 0.2);
    const ended = new Promise((r) => broken.once('end', r));
    broken.disconnect();
    await ended;
    await recorder.flush();
    expect(errors.length).toBe(1);
    await broken.connect();
    await recorder.flush();
    expect((await readJobTimings(ctx.redis, prefix))[0]).toMatchObject({ job: 'card.render', count: 1 });
    broken.disconnect();
    await ctx.redis.del(`${prefix}:metrics:job-duration`);
  });
});
