import type { AddressForm } from '@fitrater/contracts';
import type { ChatFacts, ChatTurn } from '@fitrater/stylist';
import type { PartialModelObject } from 'objection';
import type { CoreContext } from '../context';
import { ChatMessageModel } from './chat-message.model';

// The SQL of the chat: the one statement a reply job reads its turn with, the reply's writes while
// it streams and when it ends, the send's two rows and the history's pages. Turn rules (one reply in
// flight per user, what a cut-off reply becomes) are in chat-reply.service.ts and chat-context.ts.

type Db = CoreContext['db'];
export type RatingFact = NonNullable<ChatFacts['latest']>;

/** Up to this many finished messages before the question go with a reply's turn. */
export const CHAT_CONTEXT_TURNS = 10;

export interface TurnRow {
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
export async function readTurnRow(db: Db, replyId: string): Promise<TurnRow | undefined> {
  return await db('chat_messages as r')
    .leftJoin('chat_messages as q', 'q.id', 'r.reply_to')
    .where('r.id', replyId)
    .first(
      'r.id', 'r.userId', 'r.role', 'r.status', 'r.seq', 'r.personality', 'r.language', 'r.createdAt', 'r.replyTo',
      'q.id as questionId', 'q.message as questionMessage', 'q.imageKey as questionImageKey',
      db.raw(`exists (select 1 from chat_messages e where e.user_id = r.user_id and e.role = 'assistant' and e.status = 'streaming'
        and (e.created_at, e.id) < (r.created_at, r.id)) as earlier_streaming`),
      db.raw(`(select coalesce(json_agg(json_build_object('role', h.role, 'text', h.message) order by h.created_at, h.id), '[]'::json)
        from (select c.role, c.message, c.created_at, c.id from chat_messages c
          where c.user_id = r.user_id and c.status = 'done' and (c.created_at, c.id) < (q.created_at, q.id) and c.message <> ''
          order by c.created_at desc, c.id desc limit ?) h) as history`, [CHAT_CONTEXT_TURNS]),
      db.raw('(select address_form from users where id = r.user_id) as address_form'),
      db.raw(`(select json_build_object('n', count(*), 'avg', avg(overall_rating)) ${DONE_RATINGS}) as rating_stats`),
      db.raw(`(select ${RATING_FACT} ${DONE_RATINGS} order by overall_rating desc, created_at desc limit 1) as best_rating`),
      db.raw(`(select ${RATING_FACT} ${DONE_RATINGS} order by created_at desc limit 1) as latest_rating`),
    ) as TurnRow | undefined;
}

/**
 * Saves the text streamed so far on a reply still streaming; false when it is gone (the history was
 * cleared). This statement's commit does not wait for the WAL to reach the disk: the text is also in
 * Redis and a crash fails the reply anyway, while 50 users' deltas each waiting for an fsync slowed
 * every commit.
 */
export async function saveStreamedText(db: Db, replyId: string, text: string, seq: number): Promise<boolean> {
  const saved = await ChatMessageModel.query(db).patch({ message: text, seq }).where({ id: replyId, status: 'streaming' })
    .whereRaw(`set_config('synchronous_commit', 'off', true) is not null`);
  return saved > 0;
}

/** Ends a streaming reply as done with its whole text; undefined when it is no longer streaming. */
export async function finishReplyRow(
  db: Db, replyId: string, done: { text: string; seq: number; engine: string; at: Date },
): Promise<ChatMessageModel | undefined> {
  const rows = await (ChatMessageModel.query(db)
    .patch({ status: 'done', message: done.text, seq: done.seq, engine: done.engine, completedAt: done.at })
    .where({ id: replyId, status: 'streaming' })
    .returning('*') as unknown as Promise<ChatMessageModel[]>);
  return rows[0];
}

/** Ends a streaming reply as failed, its text dropped; returns its user, or undefined when it was not streaming. */
export async function failReplyRow(db: Db, replyId: string, failure: { code: string; message: string; at: Date }): Promise<string | undefined> {
  const updated = await ChatMessageModel.query(db)
    .patch({ status: 'failed', message: '', errorCode: failure.code, errorMessage: failure.message, completedAt: failure.at })
    .where({ id: replyId, status: 'streaming' })
    .returning('userId') as unknown as Array<{ userId: string }>;
  return updated[0]?.userId;
}

export type NewChatMessage = PartialModelObject<ChatMessageModel>;

/** The user's message and its empty reply in one statement (atomic on its own: no transaction round trips). */
export async function insertTurn(db: Db, question: NewChatMessage, reply: NewChatMessage): Promise<void> {
  await ChatMessageModel.query(db).insert([question, reply]);
}

export async function deleteMessages(db: Db, ids: string[]): Promise<void> {
  await ChatMessageModel.query(db).delete().whereIn('id', ids);
}

export async function findOwnMessage(db: Db, userId: string, id: string): Promise<ChatMessageModel | undefined> {
  return ChatMessageModel.query(db).findOne({ id, userId });
}

/** Up to `limit` of the user's messages, newest first, before `anchor` when given. */
export async function messagesNewestFirst(db: Db, userId: string, limit: number, anchor?: Pick<ChatMessageModel, 'createdAt' | 'id'>): Promise<ChatMessageModel[]> {
  const q = ChatMessageModel.query(db).where({ userId }).orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit);
  if (anchor) q.whereRaw('(created_at, id) < (?, ?)', [anchor.createdAt, anchor.id]);
  return q;
}

export async function deleteAllMessages(db: Db, userId: string): Promise<void> {
  await ChatMessageModel.query(db).delete().where({ userId });
}
