import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { ChatMessageModel, streamChatReply, UserModel, type CoreContext } from '@fitrater/core';
import { createTestEnvironment, type TestEnvironment } from '@fitrater/test-support';
import type { ChatStream } from '@fitrater/stylist';

// A member's replies stream one at a time, and their events reach the socket in that order too:
// the next reply waits until the earlier one has announced its end, not only saved it.
let env: TestEnvironment;
let ctx: CoreContext;

beforeAll(async () => {
  env = await createTestEnvironment();
  ctx = await env.readyContext();
});
afterAll(async () => env?.dispose());

async function twoQuestions() {
  const user = await UserModel.query(ctx.db).insertAndFetch({
    email: `turns.${randomUUID().slice(0, 8)}@x.test`, name: 'Turns', passwordHash: 'x', role: 'user', language: 'en', welcomeEmailStatus: 'disabled',
  });
  const at = Date.now();
  const replies: string[] = [];
  for (const [i, text] of ['Shoes for a navy suit?', 'And for jeans?'].entries()) {
    const question = await ChatMessageModel.query(ctx.db).insertAndFetch({
      id: randomUUID(), userId: user.id, role: 'user', message: text, personality: 'coach', language: 'en', status: 'done', seq: 0, createdAt: new Date(at + i * 10),
    });
    const reply = await ChatMessageModel.query(ctx.db).insertAndFetch({
      id: randomUUID(), userId: user.id, role: 'assistant', message: '', personality: 'coach', language: 'en', status: 'streaming', seq: 0, replyTo: question.id, createdAt: new Date(at + i * 10 + 1),
    });
    replies.push(reply.id);
  }
  return replies as [string, string];
}

const says = (text: string): ChatStream => async function* () { yield text; };

describe('one reply at a time per member', () => {
  it('keeps the next reply waiting while the earlier one announces its end', async () => {
    const [first, second] = await twoQuestions();
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    let announcing!: () => void;
    const reachedDone = new Promise<void>((resolve) => { announcing = resolve; });
    // The first reply's row is saved as done, and its chat.done is slow to go out.
    const publish = ctx.publisher.publish.bind(ctx.publisher);
    const slowDone: CoreContext = {
      ...ctx,
      publisher: {
        ...ctx.publisher,
        publish: async (userId, type, data) => {
          if (type === 'chat.done') { announcing(); await held; }
          return publish(userId, type, data);
        },
      } as CoreContext['publisher'],
    };
    const firstJob = streamChatReply(slowDone, first, says('Brown loafers.'), 'test');
    await reachedDone;
    expect((await ChatMessageModel.query(ctx.db).findById(first))!.status).toBe('done');
    expect(await streamChatReply(ctx, second, says('White sneakers.'), 'test')).toEqual({ status: 'wait' });
    release();
    expect(await firstJob).toEqual({ status: 'done' });
    expect(await streamChatReply(ctx, second, says('White sneakers.'), 'test')).toEqual({ status: 'done' });
  });
});
