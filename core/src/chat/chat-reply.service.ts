import type { CoreContext } from '../context';
import { failReplyRow, finishReplyRow, saveStreamedText } from './chat-message.repository';
import { answeredBy, StylistRefusedError, StylistUnavailableError } from '@fitrater/stylist';
import type { ChatStream } from '@fitrater/stylist';
import { chatInputFor, readReplyTurn } from './chat-context';
import { toApiChatMessage } from './chat-view';
import { DeltaBatcher } from '@fitrater/platform';
import { dropStreamingText, publishDeltaWithText, readStreamingText } from './streaming-text';
import { anotherReplyClosing, closingTurn } from './closing-turn';

/** Deltas go out at most this often (the first one at once). */
export const CHAT_DELTA_INTERVAL_MS = 50;

export const CHAT_FAILURES = {
  AI_UNAVAILABLE: 'The stylist is temporarily unavailable and the reply was cut off. Please send your message again.',
  CHAT_INTERRUPTED: 'The reply was interrupted. Please send your message again.',
  CHAT_FAILED: 'The stylist could not answer. Please send your message again.',
} as const;

export type ChatReplyOutcome = { status: 'done' | 'failed' | 'missing' } | { status: 'wait' };

function describe(error: unknown): { code: string; message: string } {
  if (error instanceof StylistRefusedError) return { code: error.code, message: error.message };
  if (error instanceof StylistUnavailableError) return { code: 'AI_UNAVAILABLE', message: CHAT_FAILURES.AI_UNAVAILABLE };
  return { code: 'CHAT_FAILED', message: CHAT_FAILURES.CHAT_FAILED };
}

/**
 * Ends a reply as failed (text dropped: nothing half-written stays) and tells the member, under
 * their closing lease (closing-turn.ts) so their next reply starts after; a job queued before its
 * payload named the member has no owner to lease for.
 */
export async function failChatReply(ctx: CoreContext, replyId: string, error: unknown, ownerId: string | undefined): Promise<void> {
  const { code, message } = describe(error);
  const fail = async () => {
    const userId = await failReplyRow(ctx.db, replyId, { code, message, at: ctx.now() });
    if (userId) await ctx.publisher.publish(userId, 'chat.failed', { replyId, error: { code, message } }).catch(() => undefined);
  };
  await (ownerId ? closingTurn(ctx, ownerId, replyId, fail) : fail());
  await dropStreamingText(ctx, replyId);
}

/**
 * The `chat.reply` job: one reply in flight per user (a later one answers 'wait' until the
 * earlier ones end), the engine's stream relayed as numbered deltas, the growing text kept so a
 * reload reads the text so far and continues from `seq`.
 *
 * Each delta goes out in one Redis MULTI with the text up to it (streaming-text.ts), and the
 * history shows that text: a client that reloads subscribes first and then reads the history, so
 * every delta it did not get on the new socket is in the text it read. The row is saved after each
 * delta (what a crash leaves, and how a cleared history stops the stream); the last delta goes out
 * once the reply's end is saved. One statement reads the reply, its question, the turn check and
 * the prompt's context.
 */
export async function streamChatReply(ctx: CoreContext, replyId: string, chat: ChatStream, engineName: string): Promise<ChatReplyOutcome> {
  const [turn, sent] = await Promise.all([readReplyTurn(ctx, replyId), readStreamingText(ctx, replyId)]);
  if (!turn || turn.reply.role !== 'assistant') return { status: 'missing' };
  const { reply, question } = turn;
  if (reply.status !== 'streaming') return { status: reply.status };
  // A reply that had started streaming was cut off by a crash: its deltas cannot be replayed.
  if (reply.seq > 0 || sent) {
    await failChatReply(ctx, replyId, new Error('interrupted'), reply.userId);
    return { status: 'failed' };
  }
  if (turn.earlierStreaming || (await anotherReplyClosing(ctx, reply.userId, replyId))) return { status: 'wait' };
  if (!question) {
    await failChatReply(ctx, replyId, new Error('question missing'), reply.userId);
    return { status: 'failed' };
  }

  const answered = answeredBy({ name: engineName });
  let text = '';
  let live = true;
  const lastPiece = { seq: 0, text: '' };
  const batcher = new DeltaBatcher(async (seq, piece, last) => {
    if (!live) return;
    text += piece;
    // The last piece is saved by the final write below and published after it.
    if (last) {
      lastPiece.seq = seq;
      lastPiece.text = piece;
      return;
    }
    // Redis down: the socket gets nothing either; the row below still keeps the text.
    await publishDeltaWithText(ctx, reply.userId, replyId, { seq, text: piece }, text).catch(() => undefined);
    const saved = await saveStreamedText(ctx.db, replyId, text, seq);
    // The history was cleared meanwhile: stop streaming into nothing.
    if (!saved) live = false;
  }, CHAT_DELTA_INTERVAL_MS);

  try {
    const input = await chatInputFor(ctx, { ...turn, question });
    // The engine that answered is stored: the built-in one when it stood in for the model.
    for await (const piece of chat(input, answered.options)) {
      batcher.push(piece);
      if (!live) break;
    }
    const seq = await batcher.end();
    if (!live) {
      await dropStreamingText(ctx, replyId);
      return { status: 'missing' };
    }
    if (!text.trim()) throw new StylistUnavailableError('The stylist sent an empty reply');
    const done = await closingTurn(ctx, reply.userId, replyId, async () => {
      const row = await finishReplyRow(ctx.db, replyId, { text, seq, engine: answered.engine, at: ctx.now() });
      if (!row) return null;
      if (lastPiece.seq > 0) await ctx.publisher.publish(reply.userId, 'chat.delta', { replyId, ...lastPiece }).catch(() => undefined);
      await ctx.publisher.publish(reply.userId, 'chat.done', { replyId, message: toApiChatMessage(row) }).catch(() => undefined);
      return row;
    });
    if (!done) return { status: 'missing' };
    // The row says done now, so nothing reads the text any more.
    await dropStreamingText(ctx, replyId);
    return { status: 'done' };
  } catch (error) {
    await batcher.abandon();
    ctx.logger.warn({ replyId, err: (error as Error).message }, 'chat reply failed');
    await failChatReply(ctx, replyId, error, reply.userId);
    return { status: 'failed' };
  }
}
