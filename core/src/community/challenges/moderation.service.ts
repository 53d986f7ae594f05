import type { CoreContext } from '../../context';
import { AppError } from '@fitrater/platform';

export interface ReportedEntry {
  submissionId: string;
  challengeId: string;
  owner: string;
  reports: number;
  /** Sum of the reports' weights (a brand-new account's report counts 0.1, an established member's 1). */
  reportWeight: number;
  hidden: boolean;
  hiddenReason: string | null;
  reviewedAt: Date | null;
  withdrawn: boolean;
}

/**
 * The operator's queue: entries with reports or hidden, those waiting for a decision first
 * (not reviewed yet), then hidden ones, then by the weight of their reports.
 */
export async function listReportedEntries(ctx: CoreContext, limit = 100): Promise<ReportedEntry[]> {
  const rows = (await ctx.db('challenge_submissions as s').join('users as u', 'u.id', 's.user_id')
    .where((q) => q.where('s.report_count', '>', 0).orWhereNotNull('s.hidden_at'))
    .select('s.id', 's.challenge_id', 's.report_count', 's.report_weight', 's.hidden_at', 's.hidden_reason', 's.reviewed_at', 's.withdrawn_at', 'u.email')
    .orderByRaw('s.reviewed_at is not null, s.hidden_at is null, s.report_weight desc, s.report_count desc').limit(limit)) as Array<{
    id: string; challengeId: string; reportCount: number; reportWeight: string; hiddenAt: Date | null; hiddenReason: string | null;
    reviewedAt: Date | null; withdrawnAt: Date | null; email: string;
  }>;
  return rows.map((r) => ({
    submissionId: r.id, challengeId: r.challengeId, owner: r.email, reports: r.reportCount, reportWeight: Number(r.reportWeight),
    hidden: r.hiddenAt !== null, hiddenReason: r.hiddenReason, reviewedAt: r.reviewedAt, withdrawn: r.withdrawnAt !== null,
  }));
}

/**
 * An operator hides an entry, and its outfit from every challenge: the decision stays with the
 * member's entry (withdrawing and re-entering keeps it) and with the outfit (entering it elsewhere).
 */
export async function hideEntry(ctx: CoreContext, submissionId: string): Promise<void> {
  await ctx.db.transaction(async (trx) => {
    const [entry] = await trx('challenge_submissions').where({ id: submissionId })
      .update({ hiddenAt: ctx.now(), hiddenReason: 'operator', reviewedAt: ctx.now() }).returning('ratingId') as Array<{ ratingId: string }>;
    if (!entry) throw new AppError('NOT_FOUND', 'Entry not found');
    await trx('ratings').where({ id: entry.ratingId }).update({ communityHiddenAt: ctx.now() });
  });
}

/** An operator restores an entry (and its outfit): it is shown again and further reports no longer hide it by themselves. */
export async function restoreEntry(ctx: CoreContext, submissionId: string): Promise<void> {
  await ctx.db.transaction(async (trx) => {
    const [entry] = await trx('challenge_submissions').where({ id: submissionId })
      .update({ hiddenAt: null, hiddenReason: null, reviewedAt: ctx.now() }).returning('ratingId') as Array<{ ratingId: string }>;
    if (!entry) throw new AppError('NOT_FOUND', 'Entry not found');
    await trx('ratings').where({ id: entry.ratingId }).update({ communityHiddenAt: null });
  });
}
