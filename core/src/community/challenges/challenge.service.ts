import { LEADERBOARD_SIZE, REPORT_WEIGHT_TO_HIDE, type Challenge, type LeaderboardItem, type Submission, type VoteType } from '@fitrater/contracts';
import type { Knex } from 'knex';
import type { CoreContext } from '../../context';
import { AppError } from '@fitrater/platform';
import { ensureChallengeForWeek } from './rotation.service';
import { toApiChallenge, toApiSubmission, type ChallengeRow, type SubmissionRow } from './challenge-view';
import { countedVotes, reporterWeight } from './member-standing';

const NOT_FOUND = 'Challenge not found';
const ENTRY_NOT_FOUND = 'Entry not found';

function challengeQuery(db: Knex) {
  return db('challenges as c')
    .leftJoin('challenge_submissions as ws', 'ws.id', 'c.winner_submission_id')
    .leftJoin('users as wu', 'wu.id', 'ws.user_id')
    .leftJoin('ratings as wr', 'wr.id', 'ws.rating_id')
    .select('c.id', 'c.theme_id', 'c.starts_at', 'c.ends_at')
    .select(db.raw(`ws.id as winner_submission_id, coalesce(wu.handle, 'member') as winner_name, wr.overall_rating as winner_rating`))
    .select(db.raw('(select count(*) from ? v where v.submission_id = ws.id)::int as winner_votes', [countedVotes(db)]))
    .select(db.raw('(select count(*) from challenge_submissions s where s.challenge_id = c.id and s.hidden_at is null and s.withdrawn_at is null)::int as submission_count'));
}

/** This week's challenge; created on the spot if the rotation job has not run yet (same row either way). */
export async function getCurrentChallenge(ctx: CoreContext): Promise<Challenge> {
  const now = ctx.now();
  let row = (await challengeQuery(ctx.db).where('c.starts_at', '<=', now).where('c.ends_at', '>', now).first()) as ChallengeRow | undefined;
  if (!row) {
    await ensureChallengeForWeek(ctx.db, now);
    row = (await challengeQuery(ctx.db).where('c.starts_at', '<=', now).where('c.ends_at', '>', now).first()) as ChallengeRow;
  }
  return toApiChallenge(row, now);
}

/** The archive: ended challenges, newest first, with their winners. */
export async function listEndedChallenges(ctx: CoreContext, limit = 20): Promise<Challenge[]> {
  const now = ctx.now();
  const rows = (await challengeQuery(ctx.db).where('c.ends_at', '<=', now).orderBy('c.ends_at', 'desc').limit(limit)) as ChallengeRow[];
  return rows.map((row) => toApiChallenge(row, now));
}

async function challengeOrThrow(db: Knex, id: string): Promise<{ id: string; endsAt: Date; startsAt: Date }> {
  const row = await db('challenges').where({ id }).select('id', 'startsAt', 'endsAt').first();
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row as { id: string; endsAt: Date; startsAt: Date };
}

function submissionQuery(db: Knex, viewerId: string) {
  return db('challenge_submissions as s')
    .join('users as u', 'u.id', 's.user_id')
    .join('ratings as r', 'r.id', 's.rating_id')
    .leftJoin(db.raw('? as v', [countedVotes(db)]), 'v.submission_id', 's.id')
    .whereNull('s.withdrawn_at')
    .select('s.id', 's.challenge_id', 's.user_id', 's.rating_id', 's.submitted_at', 's.hidden_at', 'r.overall_rating')
    // The public handle, never the name or e-mail: strangers see this.
    .select(db.raw("coalesce(u.handle, 'member') as username"))
    .select(db.raw(`count(v.user_id) filter (where v.vote_type = 'like')::int as likes`))
    .select(db.raw(`count(v.user_id) filter (where v.vote_type = 'love')::int as loves`))
    .select(db.raw(`count(v.user_id) filter (where v.vote_type = 'fire')::int as fires`))
    .select(db.raw('count(v.user_id)::int as vote_count'))
    // The viewer's own vote is shown even while it does not count yet.
    .select(db.raw('(select own.vote_type from challenge_votes own where own.submission_id = s.id and own.user_id = ?) as user_vote', [viewerId]))
    .groupBy('s.id', 'u.handle', 'r.overall_rating');
}

/** Entries other users may see: not hidden; the viewer also sees their own (marked hidden if so). */
const visibleTo = (viewerId: string) => (q: Knex.QueryBuilder) => q.whereNull('s.hidden_at').orWhere('s.user_id', viewerId);

export async function listSubmissions(ctx: CoreContext, viewerId: string, challengeId: string): Promise<Submission[]> {
  await challengeOrThrow(ctx.db, challengeId);
  const rows = (await submissionQuery(ctx.db, viewerId).where('s.challenge_id', challengeId).where(visibleTo(viewerId))
    .orderBy('s.submitted_at', 'desc')) as SubmissionRow[];
  return rows.map((row) => toApiSubmission(row, viewerId));
}

/** Most votes first; ties go to the earliest entry. Hidden entries are not ranked. */
export async function leaderboard(ctx: CoreContext, viewerId: string, challengeId: string): Promise<LeaderboardItem[]> {
  await challengeOrThrow(ctx.db, challengeId);
  const rows = (await submissionQuery(ctx.db, viewerId).where('s.challenge_id', challengeId).whereNull('s.hidden_at')
    .orderByRaw('count(v.user_id) desc, s.submitted_at asc, s.id asc').limit(LEADERBOARD_SIZE)) as SubmissionRow[];
  return rows.map((row, i) => ({ rank: i + 1, submission: toApiSubmission(row, viewerId) }));
}

async function submissionById(db: Knex, viewerId: string, id: string): Promise<Submission> {
  const row = (await submissionQuery(db, viewerId).where('s.id', id).first()) as SubmissionRow | undefined;
  if (!row) throw new AppError('NOT_FOUND', ENTRY_NOT_FOUND);
  return toApiSubmission(row, viewerId);
}

/**
 * Enters (or replaces) the user's entry: one of their own finished ratings
 * with a photo. Replacing starts the entry afresh (new time, no votes: they
 * were for another outfit) but keeps its moderation: reports, hiding and an
 * operator's review belong to the member's entry in this challenge, so
 * withdrawing and re-entering, or swapping outfits and back, clears nothing.
 * An outfit an operator hid enters hidden in any challenge.
 */
export async function submitEntry(ctx: CoreContext, userId: string, challengeId: string, outfitId: string): Promise<Submission> {
  const now = ctx.now();
  const challenge = await challengeOrThrow(ctx.db, challengeId);
  if (challenge.endsAt.getTime() <= now.getTime()) throw new AppError('CHALLENGE_ENDED');
  if (challenge.startsAt.getTime() > now.getTime()) throw new AppError('NOT_FOUND', NOT_FOUND);
  const outfit = await ctx.db('ratings').where({ id: outfitId, userId }).select('status', 'preparedImageKey', 'communityHiddenAt').first();
  if (!outfit) throw new AppError('NOT_FOUND', 'Outfit not found');
  if (outfit.status !== 'done' || !outfit.preparedImageKey) throw new AppError('OUTFIT_NOT_ELIGIBLE');
  const id = await ctx.db.transaction(async (trx) => {
    const hiddenOutfit = outfit.communityHiddenAt ? { hiddenAt: now, hiddenReason: 'operator', reviewedAt: outfit.communityHiddenAt as Date } : {};
    const existing = await trx('challenge_submissions').where({ challengeId, userId }).forUpdate().first();
    if (existing && existing.ratingId === outfitId && !existing.withdrawnAt) return existing.id as string;
    if (existing) {
      await trx('challenge_votes').where({ submissionId: existing.id }).delete();
      await trx('challenge_submissions').where({ id: existing.id })
        .update({ ratingId: outfitId, submittedAt: now, withdrawnAt: null, ...(existing.hiddenAt ? {} : hiddenOutfit) });
      return existing.id as string;
    }
    const [row] = (await trx('challenge_submissions').insert({ challengeId, userId, ratingId: outfitId, submittedAt: now, ...hiddenOutfit })
      .onConflict(['challengeId', 'userId']).merge({ ratingId: outfitId, submittedAt: now }).returning('id')) as Array<{ id: string }>;
    return row!.id;
  });
  return submissionById(ctx.db, userId, id);
}

/**
 * Withdraws the user's entry: its photo is no longer shown to anyone and its votes go. The row
 * stays, marked withdrawn, so that its moderation state is there again if the member re-enters.
 */
export async function withdrawEntry(ctx: CoreContext, userId: string, challengeId: string): Promise<void> {
  const challenge = await challengeOrThrow(ctx.db, challengeId);
  if (challenge.endsAt.getTime() <= ctx.now().getTime()) throw new AppError('CHALLENGE_ENDED');
  await ctx.db.transaction(async (trx) => {
    const [withdrawn] = await trx('challenge_submissions').where({ challengeId, userId }).whereNull('withdrawnAt')
      .update({ withdrawnAt: ctx.now() }).returning('id') as Array<{ id: string }>;
    if (!withdrawn) throw new AppError('NOT_FOUND', ENTRY_NOT_FOUND);
    await trx('challenge_votes').where({ submissionId: withdrawn.id }).delete();
  });
}

/** A submission the viewer may see (hidden ones only by their owner), with its challenge's end. */
async function visibleSubmission(db: Knex, viewerId: string, submissionId: string) {
  const row = await db('challenge_submissions as s').join('challenges as c', 'c.id', 's.challenge_id')
    .where('s.id', submissionId).whereNull('s.withdrawn_at').where(visibleTo(viewerId))
    .select('s.id', 's.user_id', 's.rating_id', 'c.ends_at').first();
  if (!row) throw new AppError('NOT_FOUND', ENTRY_NOT_FOUND);
  return row as { id: string; userId: string; ratingId: string; endsAt: Date };
}

/**
 * One vote per user per entry; voting again changes it. The primary key
 * (submission, user) keeps counts exact under any concurrency: counts are
 * always counted, never incremented.
 */
export async function vote(ctx: CoreContext, userId: string, submissionId: string, voteType: VoteType): Promise<Submission> {
  const entry = await visibleSubmission(ctx.db, userId, submissionId);
  if (entry.userId === userId) throw new AppError('VOTE_NOT_ALLOWED', 'Vote failed – You cannot vote on your own entry.');
  if (entry.endsAt.getTime() <= ctx.now().getTime()) throw new AppError('VOTE_NOT_ALLOWED', 'Vote failed – This challenge has ended.');
  await ctx.db('challenge_votes').insert({ submissionId, userId, voteType, votedAt: ctx.now() })
    .onConflict(['submissionId', 'userId']).merge(['voteType', 'votedAt']);
  return submissionById(ctx.db, userId, submissionId);
}

/**
 * Reports an entry once per user, weighed by the reporter's standing (`reportWeight`). The entry
 * joins the operator's queue; it is hidden before an operator decides only when the weights reach
 * REPORT_WEIGHT_TO_HIDE, and never again by reports once an operator reviewed it.
 */
export async function reportSubmission(ctx: CoreContext, userId: string, submissionId: string): Promise<void> {
  const entry = await visibleSubmission(ctx.db, userId, submissionId);
  if (entry.userId === userId) throw new AppError('FORBIDDEN', 'You cannot report your own entry');
  const weight = await reporterWeight(ctx.db, userId, ctx.now());
  await ctx.db.transaction(async (trx) => {
    const inserted = await trx('challenge_reports').insert({ submissionId, userId, weight }).onConflict(['submissionId', 'userId']).ignore().returning('userId');
    if (!inserted.length) return;
    const hides = 'hidden_at is null and reviewed_at is null and report_weight + ? >= ?';
    await trx('challenge_submissions').where({ id: submissionId }).update({
      reportCount: trx.raw('report_count + 1'),
      reportWeight: trx.raw('report_weight + ?', [weight]),
      hiddenAt: trx.raw(`case when ${hides} then now() else hidden_at end`, [weight, REPORT_WEIGHT_TO_HIDE]),
      hiddenReason: trx.raw(`case when ${hides} then 'reports' else hidden_reason end`, [weight, REPORT_WEIGHT_TO_HIDE]),
    });
  });
}

/** The entry's photo, for a signed-in viewer who may see the entry; nothing else of the rating is exposed. */
export async function submissionImage(ctx: CoreContext, viewerId: string, submissionId: string): Promise<Buffer> {
  const entry = await visibleSubmission(ctx.db, viewerId, submissionId);
  const rating = await ctx.db('ratings').where({ id: entry.ratingId }).select('preparedImageKey').first();
  const bytes = rating?.preparedImageKey ? await ctx.storage.get(rating.preparedImageKey) : null;
  if (!bytes) throw new AppError('NOT_FOUND', 'No photo for this entry');
  return bytes;
}
