import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { ratingGarments, UserModel, type CoreContext } from '@fitrater/core';
import { createTestEnvironment, type TestEnvironment } from '@fitrater/test-support';
import { CARDS_QUEUES, WORKERS_QUEUES } from '../../../scripts/lib/worker-queues.mjs';
import { startWorkers, type WorkerRuntime } from '../../src/runtime';

/**
 * A member waits on the results screen for the pieces of the photo they just rated; other members'
 * share cards are background work. With the processes as `npm start` runs them (the `workers`
 * process and the `cards` process at its production concurrency, real BullMQ and Redis), the
 * member's extraction must not queue behind the cards drawn for everyone's ratings.
 */
const CARDS_AHEAD = 30;
let env: TestEnvironment;
let ctx: CoreContext;
const runtimes: WorkerRuntime[] = [];

beforeAll(async () => {
  env = await createTestEnvironment({ LOG_LEVEL: 'silent' });
  ctx = await env.readyContext();
}, 60_000);
afterAll(async () => {
  for (const runtime of runtimes) await runtime.close();
  await env?.dispose();
});

async function member(): Promise<string> {
  const row = await UserModel.query(ctx.db).insertAndFetch({ email: `m-${randomUUID()}@example.test`, name: 'M', passwordHash: '!', role: 'user', language: 'en', welcomeEmailStatus: 'disabled' });
  return row.id;
}

/** A finished rating of a real photo, as the rating job leaves it. */
async function ratedPhoto(userId: string, photo: Buffer): Promise<string> {
  const id = randomUUID();
  const key = `users/${userId}/ratings/${id}/prepared.jpg`;
  await ctx.storage.put(key, photo);
  await ctx.db('ratings').insert({
    id, user_id: userId, request_key: id.slice(0, 20), status: 'done', stage: 'done', occasion: 'party', language: 'en', prepared_image_key: key,
    content_hash: id.replace(/-/g, '').padEnd(64, '0'), overall_rating: 7.5, emoji: '🔥', summary: 'ok', feedback: 'Clean lines. Good colour.', completed_at: new Date(),
  });
  return id;
}

async function cardState(ratingId: string): Promise<string> {
  const job = await ctx.producer.queue('media').getJob(`card-${ratingId}`);
  return job ? job.getState() : 'missing';
}

describe('a member\'s closet extraction beside everyone\'s share cards', () => {
  it('starts while the cards drawn for other members\' ratings are still queued', async () => {
    runtimes.push(await startWorkers(ctx, { queues: WORKERS_QUEUES.split(',') }));
    runtimes.push(await startWorkers(ctx, { queues: CARDS_QUEUES.split(',') }));
    const photo = await sharp(readFileSync(new URL('../../../stylist/eval/photos/skirt-top.jpg', import.meta.url))).rotate()
      .resize(1024, 1024, { fit: 'inside' }).jpeg({ quality: 85 }).toBuffer();
    const others = await member();
    const cards = await Promise.all(Array.from({ length: CARDS_AHEAD }, () => ratedPhoto(others, photo)));
    for (const ratingId of cards) await ctx.producer.enqueue('card.render', { ratingId });
    const userId = await member();
    const ratingId = await ratedPhoto(userId, photo);
    // The results screen asks for the pieces: the first read starts the job.
    expect((await ratingGarments(ctx, userId, ratingId)).status).toBe('queued');
    // The moment it leaves "Waiting to start", other members' cards are still queued.
    await expect.poll(async () => (await ctx.db('garment_extractions').where({ rating_id: ratingId }).first()).status, { timeout: 60_000, interval: 50 })
      .not.toBe('queued');
    const cardStates = await Promise.all(cards.map(cardState));
    expect(cardStates.filter((s) => s === 'waiting' || s === 'prioritized').length, cardStates.join(' ')).toBeGreaterThan(0);
    await expect.poll(async () => (await ctx.db('garment_extractions').where({ rating_id: ratingId }).first()).status, { timeout: 60_000, interval: 100 })
      .toBe('done');
  }, 90_000);
});
