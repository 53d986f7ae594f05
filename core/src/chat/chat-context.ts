import sharp from 'sharp';
import { DEFAULT_ADDRESS_FORM, type AddressForm } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import type { ChatMessageModel } from './chat-message.model';
import { prepareImage } from '../ratings';
import type { PreparedImage, ChatFacts, ChatInput, ChatTurn } from '@fitrater/stylist';

/** Turns of the conversation the next reply sees: enough for a follow-up, small enough for a prompt. */
export const CHAT_CONTEXT_TURNS = 10;

type RatingFact = NonNullable<ChatFacts['latest']>;

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

interface TurnRow {
  id: string; userId: string; role: ChatMessageModel['role']; status: ChatMessageModel['status']; seq: number;
  personality: ChatMessageModel['personality']; language: ChatMessageModel['language']; createdAt: Date; replyTo: string | null;
  questionId: string | null; questionMessage: string | null; questionImageKey: string | null;
  earlierStreaming: boolean; history: ChatTurn[]; addressForm: AddressForm | null;
  ratingStats: { n: number; avg: number | null }; bestRating: RatingFact | null; latestRating: RatingFact | null;
}

// The user's finished ratings (the facts' subject).
const DONE_RATINGS = `from ratings where user_id = r.user_id and status = 'done' and overall_rating is not null`;
const RATING_FACT = `json_build_object('score', overall_rating, 'occasion', occasion, 'summary', summary, 'createdAt', created_at, 'components', components)`;

/**
 * The reply, its question, whether an earlier reply of the user's still streams, the history and
 * the rating facts in one statement: the job's only round trip before the AI call.
 */
export async function readReplyTurn(ctx: CoreContext, replyId: string): Promise<ReplyTurn | undefined> {
  const row = await ctx.db('chat_messages as r')
    .leftJoin('chat_messages as q', 'q.id', 'r.reply_to')
    .where('r.id', replyId)
    .first(
      'r.id', 'r.userId', 'r.role', 'r.status', 'r.seq', 'r.personality', 'r.language', 'r.createdAt', 'r.replyTo',
      'q.id as questionId', 'q.message as questionMessage', 'q.imageKey as questionImageKey',
      ctx.db.raw(`exists (select 1 from chat_messages e where e.user_id = r.user_id and e.role = 'assistant' and e.status = 'streaming'
        and (e.created_at, e.id) < (r.created_at, r.id)) as earlier_streaming`),
      ctx.db.raw(`(select coalesce(json_agg(json_build_object('role', h.role, 'text', h.message) order by h.created_at, h.id), '[]'::json)
        from (select c.role, c.message, c.created_at, c.id from chat_messages c
          where c.user_id = r.user_id and c.status = 'done' and (c.created_at, c.id) < (q.created_at, q.id) and c.message <> ''
          order by c.created_at desc, c.id desc limit ?) h) as history`, [CHAT_CONTEXT_TURNS]),
      ctx.db.raw('(select address_form from users where id = r.user_id) as address_form'),
      ctx.db.raw(`(select json_build_object('n', count(*), 'avg', avg(overall_rating)) ${DONE_RATINGS}) as rating_stats`),
      ctx.db.raw(`(select ${RATING_FACT} ${DONE_RATINGS} order by overall_rating desc, created_at desc limit 1) as best_rating`),
      ctx.db.raw(`(select ${RATING_FACT} ${DONE_RATINGS} order by created_at desc limit 1) as latest_rating`),
    ) as TurnRow | undefined;
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
