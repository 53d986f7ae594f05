import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  ChatMessageModel, chatHistory, publishDeltaWithText, readStreamingText, streamChatReply, UserModel, type CoreContext,
} from '@fitrater/core';
import { createRedis, userChannel } from '@fitrater/platform';
import { createTestEnvironment, testRedisUrl, type TestEnvironment } from '@fitrater/test-support';
import type { ChatStream } from '@fitrater/stylist';

// A reply's text so far lives in Redis next to its deltas (streaming-text.ts): what the history
// shows of a streaming reply, and what tells a retried job that its reply had started.
let env: TestEnvironment;
let ctx: CoreContext;

beforeAll(async () => {
  env = await createTestEnvironment();
  ctx = await env.readyContext();
});
afterAll(async () => env?.dispose());

async function turn() {
  const user = await UserModel.query(ctx.db).insertAndFetch({
    email: `stream.${randomUUID().slice(0, 8)}@x.test`, name: 'Stream', passwordHash: 'x', role: 'user', language: 'en', welcomeEmailStatus: 'disabled',
  });
  const now = Date.now();
  const question = await ChatMessageModel.query(ctx.db).insertAndFetch({
    id: randomUUID(), userId: user.id, role: 'user', message: 'Shoes for a navy suit?', personality: 'coach', language: 'en', status: 'done', seq: 0, createdAt: new Date(now),
  });
  const reply = await ChatMessageModel.query(ctx.db).insertAndFetch({
    id: randomUUID(), userId: user.id, role: 'assistant', message: '', personality: 'coach', language: 'en', status: 'streaming', seq: 0, replyTo: question.id, createdAt: new Date(now + 1),
  });
  return { userId: user.id, replyId: reply.id };
}

const replyIn = async (userId: string, replyId: string) => (await chatHistory(ctx, userId, {})).messages.find((m) => m.id === replyId)!;

/** An engine that says `pieces`, `gapMs` apart (gaps longer than the delta interval: one delta each). */
const engine = (pieces: string[], gapMs = 120): ChatStream => async function* () {
  for (const piece of pieces) {
    yield piece;
    await sleep(gapMs);
  }
};

describe('the streaming text of a chat reply', () => {
  it('is what the history shows while it is ahead of the row, and the row once the reply ended', async () => {
    const { userId, replyId } = await turn();
    await publishDeltaWithText(ctx, userId, replyId, { seq: 2, text: 'loafers' }, 'Brown loafers');
    expect(await replyIn(userId, replyId)).toMatchObject({ status: 'streaming', seq: 2, message: 'Brown loafers' });
    // The row caught up and went further: the row wins.
    await ChatMessageModel.query(ctx.db).patch({ seq: 3, message: 'Brown loafers, no socks' }).where({ id: replyId });
    expect(await replyIn(userId, replyId)).toMatchObject({ seq: 3, message: 'Brown loafers, no socks' });
    await ChatMessageModel.query(ctx.db).patch({ status: 'failed', message: '', seq: 1 }).where({ id: replyId });
    expect(await replyIn(userId, replyId)).toMatchObject({ status: 'failed', message: '', seq: 1 });
  });

  it('reaches the history no later than its delta reaches a subscriber, even while the row cannot be saved', async () => {
    const { userId, replyId } = await turn();
    const subscriber = createRedis(testRedisUrl(), 'blocking');
    const checks: Array<Promise<{ delta: number; history: number }>> = [];
    await subscriber.subscribe(userChannel(ctx.config.redisPrefix, userId));
    subscriber.on('message', (_channel, raw: string) => {
      const { event } = JSON.parse(raw) as { event: { type: string; data: { replyId: string; seq: number } } };
      if (event.type !== 'chat.delta' || event.data.replyId !== replyId) return;
      // A client that got this delta reloads: the history it reads must hold it.
      checks.push(replyIn(userId, replyId).then((m) => ({ delta: event.data.seq, history: m.status === 'streaming' ? m.seq : Infinity })));
    });
    // Hold the row, as a slow disk would: the job's save after the first delta waits for it.
    const trx = await ctx.db.transaction();
    try {
      await trx('chat_messages').where({ id: replyId }).forUpdate().first();
      const job = streamChatReply(ctx, replyId, engine(['Brown ', 'loafers ', 'and ', 'no socks.']), 'test');
      await sleep(400);
      expect((await ChatMessageModel.query(ctx.db).findById(replyId))!.seq).toBe(0);
      expect(checks.length).toBe(1);
      await trx.commit();
      expect(await job).toEqual({ status: 'done' });
    } finally {
      if (!trx.isCompleted()) await trx.rollback();
      subscriber.disconnect();
    }
    const seen = await Promise.all(checks);
    expect(seen.length).toBeGreaterThanOrEqual(3);
    for (const { delta, history } of seen) expect(history).toBeGreaterThanOrEqual(delta);
    expect(await replyIn(userId, replyId)).toMatchObject({ status: 'done', message: 'Brown loafers and no socks.', seq: 4 });
    // Nothing reads it once the reply ended: gone from Redis.
    expect(await readStreamingText(ctx, replyId)).toBeNull();
  });

  it('tells a retried job that its reply had started: the reply fails instead of streaming again', async () => {
    const { userId, replyId } = await turn();
    // The worker died right after the first delta went out, before the row was saved.
    await publishDeltaWithText(ctx, userId, replyId, { seq: 1, text: 'Brown ' }, 'Brown ');
    const said: string[] = [];
    const outcome = await streamChatReply(ctx, replyId, async function* () {
      said.push('again');
      yield 'Brown loafers.';
    }, 'test');
    expect(outcome).toEqual({ status: 'failed' });
    expect(said).toEqual([]);
    expect(await ChatMessageModel.query(ctx.db).findById(replyId)).toMatchObject({ status: 'failed', message: '' });
    expect(await readStreamingText(ctx, replyId)).toBeNull();
    expect(await replyIn(userId, replyId)).toMatchObject({ status: 'failed', message: '' });
  });
});
