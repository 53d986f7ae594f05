import type { StylingRequest } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { AppError } from '../platform/infra/errors';
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
export async function getStylingRequest(ctx: CoreContext, userId: string, id: string): Promise<StylingRequest> {
  const row = await StylingRequestModel.query(ctx.db).findOne({ id, userId });
  if (!row) throw new AppError('NOT_FOUND', 'Suggestion not found');
  return toApiStylingRequest(row);
}
