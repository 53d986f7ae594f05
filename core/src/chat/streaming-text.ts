import type { CoreContext } from '../context';
import type { ChatMessageModel } from './chat-message.model';

/**
 * The text so far of a reply that is streaming, in Redis next to its deltas. Each delta is
 * published in one MULTI with this text, so a client that subscribes and then reads the history
 * gets every delta one way or the other (the text read, or the socket), without a Postgres write
 * in front of each delta: under 50 chatting users that write was the first delta's slowest leg.
 * The row still gets the text after each delta (a crash or a lost Redis leaves what it had); the
 * history overlays this text while it is ahead of the row.
 */
export interface StreamingText {
  seq: number;
  text: string;
}

/** Long after any reply ends: a reply that outlived it was cut off and is failed on retry. */
const STREAMING_TEXT_TTL_SECONDS = 3600;

const streamingTextKey = (prefix: string, replyId: string) => `${prefix}:chat:streaming:${replyId}`;

/** Publishes one delta together with the reply's text up to and including it. */
export async function publishDeltaWithText(
  ctx: CoreContext, userId: string, replyId: string, delta: { seq: number; text: string }, textSoFar: string,
): Promise<void> {
  const value: StreamingText = { seq: delta.seq, text: textSoFar };
  await ctx.publisher.publishWith(userId, 'chat.delta', { replyId, seq: delta.seq, text: delta.text }, (tx) =>
    tx.set(streamingTextKey(ctx.config.redisPrefix, replyId), JSON.stringify(value), 'EX', STREAMING_TEXT_TTL_SECONDS));
}

export async function readStreamingText(ctx: CoreContext, replyId: string): Promise<StreamingText | null> {
  const raw = await ctx.redis.get(streamingTextKey(ctx.config.redisPrefix, replyId));
  return raw ? (JSON.parse(raw) as StreamingText) : null;
}

/** Best effort: once the row has ended nothing reads the text, and the TTL removes what a lost DEL leaves. */
export async function dropStreamingText(ctx: CoreContext, replyId: string): Promise<void> {
  await ctx.redis.del(streamingTextKey(ctx.config.redisPrefix, replyId)).catch(() => undefined);
}

/**
 * Rows as a reader should see them: a streaming reply whose Redis text is ahead of the row gets
 * that text and seq. Rows that ended are what the row says.
 */
export async function withStreamingText<T extends Pick<ChatMessageModel, 'id' | 'status' | 'seq' | 'message'>>(ctx: CoreContext, rows: T[]): Promise<T[]> {
  const streaming = rows.filter((row) => row.status === 'streaming');
  if (streaming.length === 0) return rows;
  // Redis down: the rows as saved, at most one delta behind (no socket gets deltas then either).
  const texts = await Promise.all(streaming.map((row) => readStreamingText(ctx, row.id).catch(() => null)));
  const live = new Map(streaming.map((row, i) => [row.id, texts[i]]));
  return rows.map((row) => {
    const text = live.get(row.id);
    return text && text.seq > row.seq ? { ...row, message: text.text, seq: text.seq } : row;
  });
}
