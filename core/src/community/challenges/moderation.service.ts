import type { CoreContext } from '../../context';
import { AppError } from '@fitrater/platform';
import { listReportedEntryRows, reviewEntry } from './challenge.repository';

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
  const rows = await listReportedEntryRows(ctx.db, limit);
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
  if (!(await reviewEntry(ctx.db, submissionId, true, ctx.now()))) throw new AppError('NOT_FOUND', 'Entry not found');
}

/** An operator restores an entry (and its outfit): it is shown again and further reports no longer hide it by themselves. */
export async function restoreEntry(ctx: CoreContext, submissionId: string): Promise<void> {
  if (!(await reviewEntry(ctx.db, submissionId, false, ctx.now()))) throw new AppError('NOT_FOUND', 'Entry not found');
}
