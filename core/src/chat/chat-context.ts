import sharp from 'sharp';
import { DEFAULT_ADDRESS_FORM, type AddressForm } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import type { ChatMessageModel } from './chat-message.model';
import { prepareImage } from '../ratings';
import type { PreparedImage, ChatFacts, ChatInput, ChatTurn } from '@fitrater/stylist';
import { CHAT_CONTEXT_TURNS, readTurnRow, type RatingFact } from './chat-message.repository';

export { CHAT_CONTEXT_TURNS };

/** A reply about to stream and all its prompt needs, as `readReplyTurn` reads them. */
export interface ReplyTurn {
  reply: Pick<ChatMessageModel, 'id' | 'userId' | 'role' | 'status' | 'seq' | 'personality' | 'language' | 'createdAt' | 'replyTo'>;
  /** The message it answers (null when it was deleted). */
  question: Pick<ChatMessageModel, 'id' | 'userId' | 'message' | 'imageKey'> | null;
  /** Another reply of the user's, sent earlier, is still streaming (one reply in flight per user). */
  earlierStreaming: boolean;
  /** How the member wants to be addressed where the language marks gender (Arabic). */
  addressForm: AddressForm;
  /** Up to CHAT_CONTEXT_TURNS finished messages before the question, oldest first. */
  history: ChatTurn[];
  /** The user's ratings as facts the stylist may quote. */
  facts: ChatFacts;
}

/** A reply's turn, read in one statement (readTurnRow): the job's only round trip before the AI call. */
export async function readReplyTurn(ctx: CoreContext, replyId: string): Promise<ReplyTurn | undefined> {
  const row = await readTurnRow(ctx.db, replyId);
  if (!row) return undefined;
  // The parts' own scores come along so "how do I improve my last outfit?" can start from its weakest part.
  const fact = (r: RatingFact | null) => r ? { score: Number(r.score), occasion: r.occasion, summary: r.summary, createdAt: new Date(r.createdAt).toISOString(), components: r.components ?? null } : null;
  const n = Number(row.ratingStats.n);
  return {
    reply: { id: row.id, userId: row.userId, role: row.role, status: row.status, seq: row.seq, personality: row.personality, language: row.language, createdAt: row.createdAt, replyTo: row.replyTo },
    question: row.questionId ? { id: row.questionId, userId: row.userId, message: row.questionMessage ?? '', imageKey: row.questionImageKey } : null,
    earlierStreaming: row.earlierStreaming,
    addressForm: row.addressForm ?? DEFAULT_ADDRESS_FORM,
    history: row.history,
    facts: { ratedOutfits: n, averageRating: n ? Math.round(Number(row.ratingStats.avg) * 10) / 10 : null, best: fact(row.bestRating), latest: fact(row.latestRating) },
  };
}

async function preparedImage(ctx: CoreContext, message: NonNullable<ReplyTurn['question']>): Promise<PreparedImage | null> {
  if (!message.imageKey) return null;
  const key = `users/${message.userId}/chat/${message.id}/prepared.jpg`;
  const existing = await ctx.storage.get(key);
  if (existing) {
    const meta = await sharp(existing).metadata();
    return { bytes: existing, width: meta.width ?? 0, height: meta.height ?? 0, mimeType: 'image/jpeg' };
  }
  const original = await ctx.storage.get(message.imageKey);
  if (!original) return null;
  const prepared = await prepareImage(original);
  await ctx.storage.put(key, prepared.bytes);
  return prepared;
}

/** What the engine gets for a reply: the question, its photo, the turns before it and the user's facts. */
export async function chatInputFor(ctx: CoreContext, turn: ReplyTurn & { question: NonNullable<ReplyTurn['question']> }): Promise<ChatInput> {
  const image = await preparedImage(ctx, turn.question);
  return { message: turn.question.message, image, personality: turn.reply.personality, language: turn.reply.language, addressForm: turn.addressForm, history: turn.history, facts: turn.facts };
}
