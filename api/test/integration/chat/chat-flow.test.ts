import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_PERSONALITIES } from '@fitrater/contracts';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { connectEvents } from '../../realtime-client';
import { deltasOf, doneOf, history, premiumAccount, send } from './support';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ env: { CHAT_RATE_LIMIT_MAX: '12' } });
});
afterAll(async () => stack?.close());

const expectContiguous = (seqs: number[], from: number) => expect(seqs).toEqual(seqs.map((_, i) => from + i));

describe('the stylist chat, streamed over the socket (local engine)', () => {
  it('streams numbered deltas that concatenate to the stored reply', async () => {
    const account = await premiumAccount(stack);
    const events = await connectEvents(stack.url, account.token);
    const { messageId, replyId } = await send(stack, account.token, 'What shoes with a navy suit for a wedding?');
    const done = await doneOf(events, replyId);
    const deltas = deltasOf(events, replyId);
    expect(deltas.length).toBeGreaterThan(2);
    expectContiguous(deltas.map((d) => d.seq), 1);
    const text = deltas.map((d) => d.text).join('');
    expect(done).toMatchObject({ id: replyId, role: 'assistant', status: 'done', personality: 'sassy', message: text, seq: deltas.length });
    expect(text).toMatch(/wedding/i);
    expect(text).toMatch(/shoes|loafers|heels/i);
    const page = await history(stack, account.token);
    expect(page.messages.map((m) => m.id)).toEqual([messageId, replyId]);
    expect(page.messages[0]).toMatchObject({ role: 'user', message: 'What shoes with a navy suit for a wedding?', status: 'done', imageUrl: null });
    expect(page.messages[1]).toMatchObject({ message: text, status: 'done', seq: deltas.length });
    events.close();
  });

  it('lets a client that reconnects mid-reply continue from seq without gaps or repeats', async () => {
    const account = await premiumAccount(stack);
    const first = await connectEvents(stack.url, account.token);
    const { replyId } = await send(stack, account.token, 'What should I wear to a job interview when it is cold and rainy?', 'coach');
    await first.next('chat.delta', (e) => (e.data as { replyId: string; seq: number }).replyId === replyId && (e.data as { seq: number }).seq >= 2);
    first.close();
    // The page reloads: socket first, then the saved state.
    const second = await connectEvents(stack.url, account.token);
    const reply = (await history(stack, account.token)).messages.find((m) => m.id === replyId)!;
    expect(reply.status).toBe('streaming');
    expect(reply.seq).toBeGreaterThanOrEqual(2);
    expect(reply.message.length).toBeGreaterThan(0);
    const done = await doneOf(second, replyId);
    const later = deltasOf(second, replyId).filter((d) => d.seq > reply.seq);
    expectContiguous(later.map((d) => d.seq), reply.seq + 1);
    expect(reply.message + later.map((d) => d.text).join('')).toBe(done.message);
    expect(done.seq).toBe(reply.seq + later.length);
    second.close();
  });

  it('never lets a reload miss a delta, even while the reply\'s row cannot be saved', async () => {
    const account = await premiumAccount(stack);
    const events = await connectEvents(stack.url, account.token);
    const { replyId } = await send(stack, account.token, 'What should I wear to a job interview when it is cold and rainy?', 'coach');
    await events.next('chat.delta', (e) => (e.data as { replyId: string }).replyId === replyId);
    // Hold the reply's row: its next save waits for the lock, as it would behind a slow disk. The
    // history still has every delta sent (the text so far is in Redis, published with each delta).
    const trx = await stack.ctx.db.transaction();
    try {
      await trx('chat_messages').where({ id: replyId }).forUpdate().first();
      // The reply's next save (a delta's, or the final one) is now queued behind the lock.
      const waitingOnLock = async () => Number((await stack.ctx.db('pg_stat_activity')
        .whereRaw('datname = current_database()').where({ wait_event_type: 'Lock' }).count('* as n').first())!.n);
      await expect.poll(waitingOnLock, { timeout: 10_000 }).toBeGreaterThan(0);
      const saved = (await history(stack, account.token)).messages.find((m) => m.id === replyId)!;
      const sent = Math.max(...deltasOf(events, replyId).map((d) => d.seq));
      expect(sent).toBeLessThanOrEqual(saved.seq);
    } finally {
      await trx.rollback();
    }
    const done = await doneOf(events, replyId);
    expect(deltasOf(events, replyId).map((d) => d.text).join('')).toBe(done.message);
    events.close();
  });

  it('understands a follow-up from the conversation so far', async () => {
    const account = await premiumAccount(stack);
    const events = await connectEvents(stack.url, account.token);
    const first = await send(stack, account.token, 'What shoes with a navy suit for a wedding?', 'professional');
    await doneOf(events, first.replyId);
    const follow = await send(stack, account.token, 'and with white sneakers?', 'professional');
    const reply = await doneOf(events, follow.replyId);
    // The suit and the wedding come from the first question: sneakers with a suit at a wedding are a no.
    expect(reply.message).toMatch(/white sneakers make a suit look underdressed/i);
    expect(reply.message).toMatch(/wedding/i);
    expect(reply.message).toMatch(/leather Oxford shoes/i);
    events.close();
  });

  it('answers the same question differently in each of the seven voices', async () => {
    // One user per voice, all at once: replies of different users stream side by side. An open
    // question: a yes/no one opens with the same "Yes:" in every voice by design (the answer first).
    const replies = await Promise.all(CHAT_PERSONALITIES.map(async (personality) => {
      const account = await premiumAccount(stack);
      const events = await connectEvents(stack.url, account.token);
      const { replyId } = await send(stack, account.token, 'What shoes go with a burgundy sweater and grey trousers?', personality);
      const message = (await doneOf(events, replyId)).message;
      events.close();
      return message;
    }));
    expect(new Set(replies).size).toBe(CHAT_PERSONALITIES.length);
    // Each voice opens differently, not just a word changed inside the same answer.
    expect(new Set(replies.map((r) => r.slice(0, 12).toLowerCase())).size).toBe(CHAT_PERSONALITIES.length);
  });

  it('answers one reply at a time per user: a second send waits for the first', async () => {
    const account = await premiumAccount(stack);
    const events = await connectEvents(stack.url, account.token);
    const a = await send(stack, account.token, 'What should I wear to a party?');
    const b = await send(stack, account.token, 'What should I wear to the beach?');
    await doneOf(events, b.replyId);
    const order = events.events.filter((e) => e.type === 'chat.delta' || e.type === 'chat.done').map((e) => (e.data as { replyId: string }).replyId);
    const lastOfA = order.lastIndexOf(a.replyId);
    const firstOfB = order.indexOf(b.replyId);
    expect(lastOfA).toBeGreaterThanOrEqual(0);
    expect(firstOfB).toBeGreaterThan(lastOfA);
    events.close();
  });
});
