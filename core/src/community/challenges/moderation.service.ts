import type { CoreContext } from '../../context';
import { AppError } from '@fitrater/platform';

export interface ReportedEntry {
  submissionId: string;
  challengeId: string;
  owner: string;
  reports: number;
  hidden: boolean;
  hiddenReason: string | null;
  reviewedAt: Date | null;
}

/** Entries with reports, hidden ones first (what an operator needs to decide). */
export async function listReportedEntries(ctx: CoreContext, limit = 100): Promise<ReportedEntry[]> {
  const rows = (await ctx.db('challenge_submissions as s').join('users as u', 'u.id', 's.user_id')
    .where('s.report_count', '>', 0).orWhereNotNull('s.hidden_at')
    .select('s.id', 's.challenge_id', 's.report_count', 's.hidden_at', 's.hidden_reason', 's.reviewed_at', 'u.email')
    .orderByRaw('s.hidden_at is null, s.report_count desc').limit(limit)) as Array<{
    id: string; challengeId: string; reportCount: number; hiddenAt: Date | null; hiddenReason: string | null; reviewedAt: Date | null; email: string;
  }>;
  return rows.map((r) => ({
    submissionId: r.id, challengeId: r.challengeId, owner: r.email, reports: r.reportCount, hidden: r.hiddenAt !== null, hiddenReason: r.hiddenReason, reviewedAt: r.reviewedAt,
  }));
}

/** An operator hides an entry. */
export async function hideEntry(ctx: CoreContext, submissionId: string): Promise<void> {
  const n = await ctx.db('challenge_submissions').where({ id: submissionId }).update({ hiddenAt: ctx.now(), hiddenReason: 'operator', reviewedAt: ctx.now() });
  if (!n) throw new AppError('NOT_FOUND', 'Entry not found');
}

/** An operator restores an entry: it is shown again and further reports no longer hide it by themselves. */
export async function restoreEntry(ctx: CoreContext, submissionId: string): Promise<void> {
  const n = await ctx.db('challenge_submissions').where({ id: submissionId }).update({ hiddenAt: null, hiddenReason: null, reviewedAt: ctx.now() });
  if (!n) throw new AppError('NOT_FOUND', 'Entry not found');
}
