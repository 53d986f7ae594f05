import type { Knex } from 'knex';
import type { ChallengeRow, SubmissionRow } from './challenge-view';
import { countedVotes } from './member-standing';

// The SQL of weekly challenges: challenges with their winners, entries with their counted votes,
// votes, reports and the operator's moderation. The rules (who may enter, vote or report, when a
// challenge ends) are in challenge.service.ts, rotation.service.ts and moderation.service.ts.

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

/** The challenge running at `now`, with its winner columns (none while it runs). */
export async function findChallengeAt(db: Knex, now: Date): Promise<ChallengeRow | undefined> {
  return (await challengeQuery(db).where('c.starts_at', '<=', now).where('c.ends_at', '>', now).first()) as ChallengeRow | undefined;
}

/** Challenges ended by `now`, newest first. */
export async function listEndedChallengeRows(db: Knex, now: Date, limit: number): Promise<ChallengeRow[]> {
  return (await challengeQuery(db).where('c.ends_at', '<=', now).orderBy('c.ends_at', 'desc').limit(limit)) as ChallengeRow[];
}

export interface ChallengeDates {
  id: string;
  startsAt: Date;
  endsAt: Date;
}

export async function findChallengeDates(db: Knex, id: string): Promise<ChallengeDates | undefined> {
  return (await db('challenges').where({ id }).select('id', 'startsAt', 'endsAt').first()) as ChallengeDates | undefined;
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

/** A challenge's entries the viewer may see, newest first. */
export async function listVisibleSubmissionRows(db: Knex, viewerId: string, challengeId: string): Promise<SubmissionRow[]> {
  return (await submissionQuery(db, viewerId).where('s.challenge_id', challengeId).where(visibleTo(viewerId))
    .orderBy('s.submitted_at', 'desc')) as SubmissionRow[];
}

/** The ranked entries: most counted votes first, ties to the earliest entry; hidden entries are not ranked. */
export async function leaderboardRows(db: Knex, viewerId: string, challengeId: string, size: number): Promise<SubmissionRow[]> {
  return (await submissionQuery(db, viewerId).where('s.challenge_id', challengeId).whereNull('s.hidden_at')
    .orderByRaw('count(v.user_id) desc, s.submitted_at asc, s.id asc').limit(size)) as SubmissionRow[];
}

export async function findSubmissionRow(db: Knex, viewerId: string, id: string): Promise<SubmissionRow | undefined> {
  return (await submissionQuery(db, viewerId).where('s.id', id).first()) as SubmissionRow | undefined;
}

export interface EntryOutfit {
  status: string;
  preparedImageKey: string | null;
  communityHiddenAt: Date | null;
}

/** The user's own outfit (rating) as far as entering it needs. */
export async function findEntryOutfit(db: Knex, userId: string, outfitId: string): Promise<EntryOutfit | undefined> {
  return (await db('ratings').where({ id: outfitId, userId }).select('status', 'preparedImageKey', 'communityHiddenAt').first()) as EntryOutfit | undefined;
}

export interface EntryToSave {
  challengeId: string;
  userId: string;
  outfitId: string;
  now: Date;
  /** The hiding an operator-hidden outfit enters with (empty when it is not hidden). */
  hiddenOutfit: { hiddenAt?: Date; hiddenReason?: string; reviewedAt?: Date };
}

/**
 * Saves the member's entry under a lock on their row: the same outfit entered again is left as it
 * is; another outfit (or a withdrawn entry) starts afresh without its votes but keeps its moderation.
 * Returns the entry's id.
 */
export async function saveEntry(db: Knex, entry: EntryToSave): Promise<string> {
  const { challengeId, userId, outfitId, now, hiddenOutfit } = entry;
  return db.transaction(async (trx) => {
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
}

/** Marks the member's entry withdrawn and deletes its votes; false when they have no entry. */
export async function withdrawEntryRow(db: Knex, challengeId: string, userId: string, now: Date): Promise<boolean> {
  return db.transaction(async (trx) => {
    const [withdrawn] = await trx('challenge_submissions').where({ challengeId, userId }).whereNull('withdrawnAt')
      .update({ withdrawnAt: now }).returning('id') as Array<{ id: string }>;
    if (!withdrawn) return false;
    await trx('challenge_votes').where({ submissionId: withdrawn.id }).delete();
    return true;
  });
}

export interface VisibleSubmission {
  id: string;
  userId: string;
  ratingId: string;
  endsAt: Date;
}

/** A submission the viewer may see (hidden ones only by their owner), with its challenge's end. */
export async function findVisibleSubmission(db: Knex, viewerId: string, submissionId: string): Promise<VisibleSubmission | undefined> {
  return (await db('challenge_submissions as s').join('challenges as c', 'c.id', 's.challenge_id')
    .where('s.id', submissionId).whereNull('s.withdrawn_at').where(visibleTo(viewerId))
    .select('s.id', 's.user_id', 's.rating_id', 'c.ends_at').first()) as VisibleSubmission | undefined;
}

/** One vote per user per entry (the primary key): voting again changes it. */
export async function upsertVote(db: Knex, vote: { submissionId: string; userId: string; voteType: string; votedAt: Date }): Promise<void> {
  await db('challenge_votes').insert(vote).onConflict(['submissionId', 'userId']).merge(['voteType', 'votedAt']);
}

/**
 * Records a report once per user and adds its weight to the entry; the entry is hidden in the same
 * statement when the weights reach `hideAt` and no operator reviewed it.
 */
export async function recordReport(db: Knex, report: { submissionId: string; userId: string; weight: number }, hideAt: number): Promise<void> {
  const { submissionId, userId, weight } = report;
  await db.transaction(async (trx) => {
    const inserted = await trx('challenge_reports').insert({ submissionId, userId, weight }).onConflict(['submissionId', 'userId']).ignore().returning('userId');
    if (!inserted.length) return;
    const hides = 'hidden_at is null and reviewed_at is null and report_weight + ? >= ?';
    await trx('challenge_submissions').where({ id: submissionId }).update({
      reportCount: trx.raw('report_count + 1'),
      reportWeight: trx.raw('report_weight + ?', [weight]),
      hiddenAt: trx.raw(`case when ${hides} then now() else hidden_at end`, [weight, hideAt]),
      hiddenReason: trx.raw(`case when ${hides} then 'reports' else hidden_reason end`, [weight, hideAt]),
    });
  });
}

export async function preparedImageKeyOf(db: Knex, ratingId: string): Promise<string | null> {
  const rating = await db('ratings').where({ id: ratingId }).select('preparedImageKey').first() as { preparedImageKey: string | null } | undefined;
  return rating?.preparedImageKey ?? null;
}

/** Creates a week's challenge unless it exists (the unique week_start decides). */
export async function insertWeekChallenge(db: Knex, week: { weekStart: string; themeId: string; startsAt: Date; endsAt: Date }): Promise<void> {
  await db('challenges').insert(week).onConflict('weekStart').ignore();
}

/** Challenges ended by `now` and not closed yet. */
export async function dueChallengeIds(db: Knex, now: Date): Promise<string[]> {
  const due = (await db('challenges').whereNull('closedAt').where('endsAt', '<=', now).select('id')) as Array<{ id: string }>;
  return due.map((row) => row.id);
}

/**
 * Closes one challenge once (row lock + closed_at): its winner is the entry with most counted votes
 * (ties: earliest entry; hidden, withdrawn and vote-less entries cannot win), and the winner's owner
 * gets `badgeId`. False when another run closed it first.
 */
export async function closeChallenge(db: Knex, id: string, now: Date, badgeId: string): Promise<boolean> {
  return db.transaction(async (trx) => {
    const row = await trx('challenges').where({ id }).whereNull('closedAt').forUpdate().first();
    if (!row) return false;
    const winner = (await trx('challenge_submissions as s')
      .join(trx.raw('? as v', [countedVotes(trx)]), 'v.submission_id', 's.id')
      .where('s.challenge_id', id)
      .whereNull('s.hidden_at')
      .whereNull('s.withdrawn_at')
      .groupBy('s.id')
      .select('s.id', 's.user_id')
      .orderByRaw('count(*) desc, s.submitted_at asc, s.id asc')
      .first()) as { id: string; userId: string } | undefined;
    await trx('challenges').where({ id }).update({ closedAt: now, winnerSubmissionId: winner?.id ?? null, winnerUserId: winner?.userId ?? null });
    if (winner) {
      await trx('user_badges').insert({ userId: winner.userId, badgeId, unlockedAt: now }).onConflict(['userId', 'badgeId']).ignore();
    }
    return true;
  });
}

export interface ReportedEntryRow {
  id: string;
  challengeId: string;
  reportCount: number;
  reportWeight: string;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  reviewedAt: Date | null;
  withdrawnAt: Date | null;
  email: string;
}

/** Entries with reports or hidden: not reviewed first, then hidden ones, then by the weight of their reports. */
export async function listReportedEntryRows(db: Knex, limit: number): Promise<ReportedEntryRow[]> {
  return (await db('challenge_submissions as s').join('users as u', 'u.id', 's.user_id')
    .where((q) => q.where('s.report_count', '>', 0).orWhereNotNull('s.hidden_at'))
    .select('s.id', 's.challenge_id', 's.report_count', 's.report_weight', 's.hidden_at', 's.hidden_reason', 's.reviewed_at', 's.withdrawn_at', 'u.email')
    .orderByRaw('s.reviewed_at is not null, s.hidden_at is null, s.report_weight desc, s.report_count desc').limit(limit)) as ReportedEntryRow[];
}

/**
 * An operator's decision on an entry, kept with the entry and with its outfit (`communityHiddenAt`
 * on the rating: the outfit enters any other challenge hidden). False when there is no such entry.
 */
export async function reviewEntry(db: Knex, submissionId: string, hidden: boolean, now: Date): Promise<boolean> {
  return db.transaction(async (trx) => {
    const entryState = hidden ? { hiddenAt: now, hiddenReason: 'operator', reviewedAt: now } : { hiddenAt: null, hiddenReason: null, reviewedAt: now };
    const [entry] = await trx('challenge_submissions').where({ id: submissionId })
      .update(entryState).returning('ratingId') as Array<{ ratingId: string }>;
    if (!entry) return false;
    await trx('ratings').where({ id: entry.ratingId }).update({ communityHiddenAt: hidden ? now : null });
    return true;
  });
}
