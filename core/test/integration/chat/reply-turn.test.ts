import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { ChatMessageModel, readReplyTurn, UserModel, type CoreContext } from '@fitrater/core';
import { createTestEnvironment, type TestEnvironment } from '@fitrater/test-support';

// The chat job's one read before the AI call (chat-context.ts): the same answers the separate queries gave.
let env: TestEnvironment;
let ctx: CoreContext;

beforeAll(async () => {
  env = await createTestEnvironment();
  ctx = await env.readyContext();
});
afterAll(async () => env?.dispose());

async function member() {
  return UserModel.query(ctx.db).insertAndFetch({
    email: `turn.${randomUUID().slice(0, 8)}@x.test`, name: 'Turn', passwordHash: 'x', role: 'user', language: 'fr', welcomeEmailStatus: 'disabled',
  });
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute));

async function message(userId: string, minute: number, fields: Partial<ChatMessageModel>) {
  return ChatMessageModel.query(ctx.db).insertAndFetch({
    id: randomUUID(), userId, role: 'user', message: 'hi', personality: 'coach', language: 'fr', status: 'done', seq: 0, createdAt: at(minute), ...fields,
  });
}

async function rating(userId: string, score: number | null, minute: number, status = 'done', components: unknown = null) {
  await ctx.db('ratings').insert({
    userId, requestKey: randomUUID(), status, occasion: 'work', summary: `scored ${score}`, contentHash: 'x'.repeat(64), overallRating: score, createdAt: at(minute),
    components: components === null ? null : JSON.stringify(components),
  });
}

/** The latest rating's parts, for "how do I improve my last outfit?". */
const PARTS = {
  top: { status: 'visible', rating: 7.9, description: 'White shirt.' },
  bottom: { status: 'visible', rating: 4.2, description: 'Grey joggers.', suggestions: ['Joggers are too casual for work.'] },
  footwear: { status: 'visible', rating: 6, description: 'Black sneakers.' },
  accessories: { status: 'not_assessable', rating: null, description: 'No accessory.' },
};

describe('readReplyTurn', () => {
  it('reads the reply, its question, the last turns oldest first and the rating facts in one go', async () => {
    const user = await member();
    for (let i = 0; i < 12; i++) await message(user.id, i, { role: i % 2 ? 'assistant' : 'user', message: `turn ${i}` });
    await message(user.id, 12, { role: 'assistant', message: '', status: 'failed' });
    const question = await message(user.id, 13, { message: 'What now?', imageKey: 'users/x/chat/y/original.jpg' });
    const reply = await message(user.id, 13, { role: 'assistant', message: '', status: 'streaming', replyTo: question.id, createdAt: new Date(at(13).getTime() + 1) });
    await rating(user.id, 8.5, 1);
    await rating(user.id, 6, 5, 'done', PARTS);
    await rating(user.id, null, 6, 'failed');

    const turn = await readReplyTurn(ctx, reply.id);
    expect(turn?.reply).toMatchObject({ id: reply.id, userId: user.id, role: 'assistant', status: 'streaming', seq: 0, personality: 'coach', language: 'fr', replyTo: question.id });
    expect(turn?.question).toEqual({ id: question.id, userId: user.id, message: 'What now?', imageKey: 'users/x/chat/y/original.jpg' });
    expect(turn?.earlierStreaming).toBe(false);
    // The ten finished, non-empty messages before the question, oldest first.
    expect(turn?.history.map((h) => h.text)).toEqual(Array.from({ length: 10 }, (_, i) => `turn ${i + 2}`));
    expect(turn?.history[0]).toEqual({ role: 'user', text: 'turn 2' });
    expect(turn?.facts).toEqual({
      ratedOutfits: 2, averageRating: 7.3,
      best: { score: 8.5, occasion: 'work', summary: 'scored 8.5', createdAt: at(1).toISOString(), components: null },
      latest: { score: 6, occasion: 'work', summary: 'scored 6', createdAt: at(5).toISOString(), components: PARTS },
    });
  });

  it('sees an earlier reply still streaming, a missing question, a member without ratings and an unknown id', async () => {
    const user = await member();
    await message(user.id, 1, { role: 'assistant', message: '', status: 'streaming' });
    const reply = await message(user.id, 2, { role: 'assistant', message: '', status: 'streaming', replyTo: null });
    const turn = await readReplyTurn(ctx, reply.id);
    expect(turn?.earlierStreaming).toBe(true);
    expect(turn?.question).toBeNull();
    expect(turn?.history).toEqual([]);
    expect(turn?.facts).toEqual({ ratedOutfits: 0, averageRating: null, best: null, latest: null });
    expect(await readReplyTurn(ctx, randomUUID())).toBeUndefined();
  });
});
