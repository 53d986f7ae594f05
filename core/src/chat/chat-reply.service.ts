import type { CoreContext } from '../context';
import { ChatMessageModel } from './chat-message.model';
import { StylistRefusedError, StylistUnavailableError } from '@fitrater/stylist';
import type { ChatStream } from '@fitrater/stylist';
import { chatInputFor, readReplyTurn } from './chat-context';
import { toApiChatMessage } from './chat-view';
import { DeltaBatcher } from '@fitrater/platform';

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

/** Ends a reply as failed (text dropped: nothing half-written stays) and tells the user. */
export async function failChatReply(ctx: CoreContext, replyId: string, error: unknown): Promise<void> {
  const { code, message } = describe(error);
  const updated = await ChatMessageModel.query(ctx.db)
    .patch({ status: 'failed', message: '', errorCode: code, errorMessage: message, completedAt: ctx.now() })
    .where({ id: replyId, status: 'streaming' })
    .returning('userId') as unknown as Array<{ userId: string }>;
  const userId = updated[0]?.userId;
  if (userId) await ctx.publisher.publish(userId, 'chat.failed', { replyId, error: { code, message } }).catch(() => undefined);
}

/**
 * The `chat.reply` job: one reply in flight per user (a later one answers 'wait' until the
 * earlier ones end), the engine's stream relayed as numbered deltas, the growing text saved
 * with each delta so a reload reads the text so far and continues from `seq`.
 *
 * Round trips on the way to the first delta (issue 13): one statement reads the reply, its
 * question, the turn check and the prompt's context; each delta is published while its text is
 * saved (a client applies the deltas above the `seq` it read, so a row read just before the write
 * still ends up with the text); the last piece is saved with the reply's end.
 */
export async function streamChatReply(ctx: CoreContext, replyId: string, chat: ChatStream, engineName: string): Promise<ChatReplyOutcome> {
  const turn = await readReplyTurn(ctx, replyId);
  if (!turn || turn.reply.role !== 'assistant') return { status: 'missing' };
  const { reply, question } = turn;
  if (reply.status !== 'streaming') return { status: reply.status };
  // A reply that had started streaming was cut off by a crash: its deltas cannot be replayed.
  if (reply.seq > 0) {
    await failChatReply(ctx, replyId, new Error('interrupted'));
    return { status: 'failed' };
  }
  if (turn.earlierStreaming) return { status: 'wait' };
  if (!question) {
    await failChatReply(ctx, replyId, new Error('question missing'));
    return { status: 'failed' };
  }

  let text = '';
  let live = true;
  let lastDelta: Promise<void> = Promise.resolve();
  const publishDelta = (seq: number, piece: string) =>
    ctx.publisher.publish(reply.userId, 'chat.delta', { replyId, seq, text: piece }).catch(() => undefined);
  const batcher = new DeltaBatcher(async (seq, piece, last) => {
    if (!live) return;
    text += piece;
    // The last piece is saved by the final write below; its delta goes out meanwhile.
    if (last) {
      lastDelta = publishDelta(seq, piece);
      return;
    }
    const [saved] = await Promise.all([
      ChatMessageModel.query(ctx.db).patch({ message: text, seq }).where({ id: replyId, status: 'streaming' }),
      publishDelta(seq, piece),
    ]);
    // The history was cleared meanwhile: stop streaming into nothing.
    if (!saved) live = false;
  }, CHAT_DELTA_INTERVAL_MS);

  try {
    const input = await chatInputFor(ctx, { ...turn, question });
    for await (const piece of chat(input)) {
      batcher.push(piece);
      if (!live) break;
    }
    const seq = await batcher.end();
    if (!live) return { status: 'missing' };
    if (!text.trim()) throw new StylistUnavailableError('The stylist sent an empty reply');
    const [rows] = await Promise.all([
      ChatMessageModel.query(ctx.db)
        .patch({ status: 'done', message: text, seq, engine: engineName, completedAt: ctx.now() })
        .where({ id: replyId, status: 'streaming' })
        .returning('*') as unknown as Promise<ChatMessageModel[]>,
      lastDelta,
    ]);
    const done = rows[0];
    if (!done) return { status: 'missing' };
    await ctx.publisher.publish(reply.userId, 'chat.done', { replyId, message: toApiChatMessage(done) }).catch(() => undefined);
    return { status: 'done' };
  } catch (error) {
    await batcher.abandon();
    ctx.logger.warn({ replyId, err: (error as Error).message }, 'chat reply failed');
    await failChatReply(ctx, replyId, error);
    return { status: 'failed' };
  }
}
