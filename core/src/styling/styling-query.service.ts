import type { StylingRequest } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { AppError } from '@fitrater/platform';
import { StylingRequestModel } from './styling.models';
import { toApiStylingRequest } from './styling-view';

/** How many history entries GET /api/premium/suggestions returns. */
export const STYLING_HISTORY_LIMIT = 50;

export async function listStylingRequests(ctx: CoreContext, userId: string): Promise<StylingRequest[]> {
  const rows = await StylingRequestModel.query(ctx.db).where({ userId }).whereNot({ kind: 'trends' })
    .orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(STYLING_HISTORY_LIMIT);
  return rows.map(toApiStylingRequest);
}

/** One request of this user; another user's id is a 404. */
export async function getStylingRequest(ctx: CoreContext, userId: string, id: string, access: { isPremium: boolean } = { isPremium: true }): Promise<StylingRequest> {
  const row = await StylingRequestModel.query(ctx.db).findOne({ id, userId });
  // Without premium, only a suggestion paid with a free referral credit can be read.
  if (!access.isPremium && !(row?.input as { paidWithCredit?: boolean } | undefined)?.paidWithCredit) throw new AppError('PREMIUM_REQUIRED');
  if (!row) throw new AppError('NOT_FOUND', 'Suggestion not found');
  return toApiStylingRequest(row);
}
