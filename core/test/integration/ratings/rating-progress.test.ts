import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { progressEvents, type CoreContext } from '@fitrater/core';
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

/** The stages that reach the user's channel, and the batches the job handed to Redis. */
async function watch(userId: string) {
  const received: string[] = [];
  const batches: string[][] = [];
  await channels.listen(userId, (event) => received.push(String(event.data.stage)));
  const publisher: Publisher = {
    ...base.publisher,
    publishMany: (user, type, items) => {
      batches.push(items.map((item) => ('stage' in item ? String(item.stage) : '?')));
      return base.publisher.publishMany(user, type, items);
    },
  };
  return { received, batches, ctx: { ...base, publisher } as CoreContext };
}

const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('rating progress events', () => {
  it('sends the stages announced in one turn of the event loop in one pipeline, all in order', async () => {
    const { received, batches, ctx } = await watch('user-progress-1');
    const events = progressEvents(ctx, { id: 'rating-1', userId: 'user-progress-1' });
    events.announce('preparing');
    events.announce('analysing');
    await nextTurn();
    events.announce('scoring');
    events.announce('saving');
    await events.published();
    await expect.poll(() => received).toEqual(['preparing', 'analysing', 'scoring', 'saving']);
    expect(batches).toEqual([['preparing', 'analysing'], ['scoring', 'saving']]);
  });

  it('keeps the order when stages are announced while an earlier batch is still on its way', async () => {
    const { received, ctx } = await watch('user-progress-2');
    const events = progressEvents(ctx, { id: 'rating-2', userId: 'user-progress-2' });
    const stages = ['preparing', 'analysing', 'scoring', 'saving'] as const;
    for (let round = 0; round < 5; round++) {
      for (const stage of stages) {
        events.announce(stage);
        if (stage === 'analysing') await Promise.resolve(); // a microtask: still the same turn
        if (stage === 'scoring') await new Promise((resolve) => setImmediate(resolve));
      }
    }
    await events.published();
    await expect.poll(() => received.length).toBe(20);
    expect(received).toEqual(Array.from({ length: 5 }, () => [...stages]).flat());
  });
});
