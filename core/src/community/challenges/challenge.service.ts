import { LEADERBOARD_SIZE, REPORT_WEIGHT_TO_HIDE, type Challenge, type LeaderboardItem, type Submission, type VoteType } from '@fitrater/contracts';
import type { Knex } from 'knex';
import type { CoreContext } from '../../context';
import { AppError } from '@fitrater/platform';
import { ensureChallengeForWeek } from './rotation.service';
import { toApiChallenge, toApiSubmission } from './challenge-view';
import { reporterWeight } from './member-standing';
import {
  findChallengeAt, findChallengeDates, findEntryOutfit, findSubmissionRow, findVisibleSubmission, leaderboardRows, listEndedChallengeRows,
  listVisibleSubmissionRows, preparedImageKeyOf, recordReport, saveEntry, upsertVote, withdrawEntryRow, type ChallengeDates, type VisibleSubmission,
} from './challenge.repository';

const NOT_FOUND = 'Challenge not found';
const ENTRY_NOT_FOUND = 'Entry not found';

/** This week's challenge; created on the spot if the rotation job has not run yet (same row either way). */
export async function getCurrentChallenge(ctx: CoreContext): Promise<Challenge> {
  const now = ctx.now();
  let row = await findChallengeAt(ctx.db, now);
  if (!row) {
    await ensureChallengeForWeek(ctx.db, now);
    row = (await findChallengeAt(ctx.db, now))!;
  }
  return toApiChallenge(row, now);
}

/** The archive: ended challenges, newest first, with their winners. */
export async function listEndedChallenges(ctx: CoreContext, limit = 20): Promise<Challenge[]> {
  const now = ctx.now();
  const rows = await listEndedChallengeRows(ctx.db, now, limit);
  return rows.map((row) => toApiChallenge(row, now));
}

async function challengeOrThrow(db: Knex, id: string): Promise<ChallengeDates> {
  const row = await findChallengeDates(db, id);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

/** Entries other users may see: not hidden; the viewer also sees their own (marked hidden if so). */
export async function listSubmissions(ctx: CoreContext, viewerId: string, challengeId: string): Promise<Submission[]> {
  await challengeOrThrow(ctx.db, challengeId);
  const rows = await listVisibleSubmissionRows(ctx.db, viewerId, challengeId);
  return rows.map((row) => toApiSubmission(row, viewerId));
}

/** Most votes first; ties go to the earliest entry. Hidden entries are not ranked. */
export async function leaderboard(ctx: CoreContext, viewerId: string, challengeId: string): Promise<LeaderboardItem[]> {
  await challengeOrThrow(ctx.db, challengeId);
  const rows = await leaderboardRows(ctx.db, viewerId, challengeId, LEADERBOARD_SIZE);
  return rows.map((row, i) => ({ rank: i + 1, submission: toApiSubmission(row, viewerId) }));
}

async function submissionById(db: Knex, viewerId: string, id: string): Promise<Submission> {
  const row = await findSubmissionRow(db, viewerId, id);
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
  const outfit = await findEntryOutfit(ctx.db, userId, outfitId);
  if (!outfit) throw new AppError('NOT_FOUND', 'Outfit not found');
  if (outfit.status !== 'done' || !outfit.preparedImageKey) throw new AppError('OUTFIT_NOT_ELIGIBLE');
  const hiddenOutfit = outfit.communityHiddenAt ? { hiddenAt: now, hiddenReason: 'operator', reviewedAt: outfit.communityHiddenAt } : {};
  const id = await saveEntry(ctx.db, { challengeId, userId, outfitId, now, hiddenOutfit });
  return submissionById(ctx.db, userId, id);
}

/**
 * Withdraws the user's entry: its photo is no longer shown to anyone and its votes go. The row
 * stays, marked withdrawn, so that its moderation state is there again if the member re-enters.
 */
export async function withdrawEntry(ctx: CoreContext, userId: string, challengeId: string): Promise<void> {
  const challenge = await challengeOrThrow(ctx.db, challengeId);
  if (challenge.endsAt.getTime() <= ctx.now().getTime()) throw new AppError('CHALLENGE_ENDED');
  if (!(await withdrawEntryRow(ctx.db, challengeId, userId, ctx.now()))) throw new AppError('NOT_FOUND', ENTRY_NOT_FOUND);
}

/** A submission the viewer may see (hidden ones only by their owner), with its challenge's end. */
async function visibleSubmission(db: Knex, viewerId: string, submissionId: string): Promise<VisibleSubmission> {
  const row = await findVisibleSubmission(db, viewerId, submissionId);
  if (!row) throw new AppError('NOT_FOUND', ENTRY_NOT_FOUND);
  return row;
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
  await upsertVote(ctx.db, { submissionId, userId, voteType, votedAt: ctx.now() });
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
  await recordReport(ctx.db, { submissionId, userId, weight }, REPORT_WEIGHT_TO_HIDE);
}

/** The entry's photo, for a signed-in viewer who may see the entry; nothing else of the rating is exposed. */
export async function submissionImage(ctx: CoreContext, viewerId: string, submissionId: string): Promise<Buffer> {
  const entry = await visibleSubmission(ctx.db, viewerId, submissionId);
  const imageKey = await preparedImageKeyOf(ctx.db, entry.ratingId);
  const bytes = imageKey ? await ctx.storage.get(imageKey) : null;
  if (!bytes) throw new AppError('NOT_FOUND', 'No photo for this entry');
  return bytes;
}
