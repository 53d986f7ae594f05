import sharp from 'sharp';
import type { CoreContext } from '../context';
import { RatingModel } from '../ratings/rating.model';
import { ChatMessageModel } from './chat-message.model';
import { prepareImage } from '../ratings/prepare-image';
import type { PreparedImage } from '@fitrater/stylist';
import type { ChatFacts, ChatInput, ChatTurn } from '@fitrater/stylist';

/** Turns of the conversation the next reply sees: enough for a follow-up, small enough for a prompt. */
export const CHAT_CONTEXT_TURNS = 10;

async function preparedImage(ctx: CoreContext, message: ChatMessageModel): Promise<PreparedImage | null> {
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

/** The user's ratings as facts the stylist may quote. */
async function ratingFacts(ctx: CoreContext, userId: string): Promise<ChatFacts> {
  const done = () => RatingModel.query(ctx.db).where({ userId, status: 'done' }).whereNotNull('overallRating');
  const [stats, best, latest] = await Promise.all([
    done().clone().count('* as n').avg('overall_rating as avg').first() as unknown as Promise<{ n: string; avg: string | null } | undefined>,
    done().clone().orderBy([{ column: 'overallRating', order: 'desc' }, { column: 'createdAt', order: 'desc' }]).first(),
    done().clone().orderBy('createdAt', 'desc').first(),
  ]);
  const fact = (r: RatingModel | undefined) => r ? { score: Number(r.overallRating), occasion: r.occasion, summary: r.summary, createdAt: new Date(r.createdAt).toISOString() } : null;
  const n = Number(stats?.n ?? 0);
  return { ratedOutfits: n, averageRating: n ? Math.round(Number(stats?.avg) * 10) / 10 : null, best: fact(best), latest: fact(latest) };
}

/** What the engine gets for a reply: the question, its photo, the turns before it and the user's facts. */
export async function chatInputFor(ctx: CoreContext, reply: ChatMessageModel, question: ChatMessageModel): Promise<ChatInput> {
  const [earlier, image, facts] = await Promise.all([
    ChatMessageModel.query(ctx.db)
      .where({ userId: reply.userId, status: 'done' })
      .whereRaw('(created_at, id) < (?, ?)', [question.createdAt, question.id])
      .whereNot('message', '')
      .orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }])
      .limit(CHAT_CONTEXT_TURNS),
    preparedImage(ctx, question),
    ratingFacts(ctx, reply.userId),
  ]);
  const history: ChatTurn[] = earlier.reverse().map((m) => ({ role: m.role, text: m.message }));
  return { message: question.message, image, personality: reply.personality, language: reply.language, history, facts };
}
