// The tracked-job helper on a real state row (styling_requests) and a real Redis: the claim saves
// the first stage, stages are saved and published in order as the row's own event type, a finished
// row is announced again without redoing the work, and a failing run publishes what it announced
// before it rejects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { StylingRequestModel, UserModel, stylingJob, type CoreContext } from '@fitrater/core';
import type { Publisher } from '@fitrater/platform';
import { createTestEnvironment, userChannelListener, type TestEnvironment, type UserChannelListener } from '@fitrater/test-support';

let env: TestEnvironment;
let base: CoreContext;
let channels: UserChannelListener;

beforeAll(async () => {
  env = await createTestEnvironment();
  base = await env.readyContext();
  channels = await userChannelListener(base.config.redisPrefix);
}, 60_000);
afterAll(async () => {
  channels?.close();
  await env?.dispose();
});

async function request(name: string, kind: 'suggest' | 'trends', status = 'queued'): Promise<{ id: string; userId: string }> {
  const user = await UserModel.query(base.db).insertAndFetch({
    email: `${name}@tracked-job.test`, name, passwordHash: '!', role: 'user', language: 'en', welcomeEmailStatus: 'disabled',
  });
  const id = randomUUID();
  await base.db('stylingRequests').insert({ id, userId: user.id, kind, status, stage: status === 'done' ? 'done' : 'queued', input: {} });
  return { id, userId: user.id };
}

/** What reaches the user's channel (event type and stage), and the stages whose publish has resolved. */
async function watch(userId: string) {
  const received: string[] = [];
  const published: string[] = [];
  await channels.listen(userId, (event) => received.push(`${event.type} ${String(event.data.stage)}`));
  const publisher: Publisher = {
    ...base.publisher,
    publishMany: async (user, type, items) => {
      await base.publisher.publishMany(user, type, items);
      published.push(...items.map((item) => ('stage' in item ? String(item.stage) : '?')));
    },
  };
  return { received, published, ctx: { ...base, publisher } };
}

describe('a tracked job', () => {
  it('claims with the first stage saved, saves and publishes each stage in order, and finishes once', async () => {
    const { id, userId } = await request('runs', 'trends');
    const { received, ctx } = await watch(userId);
    const seen: string[] = [];
    const outcome = await stylingJob.run(ctx, id, {
      firstStage: 'reading',
      async produce(row, stages) {
        seen.push(`${row.status} ${row.stage}`);
        await stages.save('composing');
        const saved = await StylingRequestModel.query(ctx.db).findById(id);
        seen.push(`${saved!.status} ${saved!.stage}`);
        stages.announce('checking');
        return (await StylingRequestModel.query(ctx.db).patchAndFetchById(id, { status: 'done', stage: 'done' }));
      },
      finish: async (done) => ({ status: 'done' as const, stage: done.stage }),
    });
    expect(outcome).toEqual({ status: 'done', stage: 'done' });
    expect(seen).toEqual(['processing reading', 'processing composing']);
    await expect.poll(() => received, { timeout: 5000 }).toEqual(['trends.progress reading', 'trends.progress composing', 'trends.progress checking']);
  });

  it('announces a finished row again without producing it, and leaves a failed or missing one as it is', async () => {
    const done = await request('done', 'suggest', 'done');
    const failed = await request('failed', 'suggest', 'failed');
    let produced = 0;
    const job = {
      firstStage: 'reading' as const,
      produce: async (row: StylingRequestModel) => (produced++, row),
      finish: async (row: StylingRequestModel) => ({ status: 'done' as const, id: row.id }),
    };
    expect(await stylingJob.run(base, done.id, job)).toEqual({ status: 'done', id: done.id });
    expect(await stylingJob.run(base, failed.id, job)).toEqual({ status: 'failed' });
    expect(await stylingJob.run(base, randomUUID(), job)).toEqual({ status: 'missing' });
    expect(produced).toBe(0);
    expect(await StylingRequestModel.query(base.db).findById(failed.id)).toMatchObject({ status: 'failed', stage: 'queued' });
  });

  it('publishes every stage it announced before a failing run rejects', async () => {
    const { id, userId } = await request('fails', 'suggest');
    const { published, received, ctx } = await watch(userId);
    const run = stylingJob.run(ctx, id, {
      firstStage: 'reading',
      async produce(_row, stages) {
        stages.announce('composing');
        stages.announce('checking');
        throw new Error('engine down');
      },
      finish: async () => ({ status: 'done' as const }),
    });
    await expect(run).rejects.toThrow('engine down');
    expect(published).toEqual(['reading', 'composing', 'checking']);
    await expect.poll(() => received, { timeout: 5000 }).toEqual(['styling.progress reading', 'styling.progress composing', 'styling.progress checking']);
  });
});
