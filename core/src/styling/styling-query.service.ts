import type { StylingRequest } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { AppError } from '@fitrater/platform';
import { findOwnRequest, latestAdviceRow, listRequestRows } from './styling-request.repository';
import { toApiStylingRequest } from './styling-view';

/** How many history entries GET /api/premium/suggestions returns. */
export const STYLING_HISTORY_LIMIT = 50;

export async function listStylingRequests(ctx: CoreContext, userId: string): Promise<StylingRequest[]> {
  const rows = await listRequestRows(ctx.db, userId, STYLING_HISTORY_LIMIT);
  return rows.map(toApiStylingRequest);
}

/** One request of this user; another user's id is a 404. */
export async function getStylingRequest(ctx: CoreContext, userId: string, id: string, access: { isPremium: boolean } = { isPremium: true }): Promise<StylingRequest> {
  const row = await findOwnRequest(ctx.db, userId, id);
  // Without premium, only a suggestion paid with a free referral credit can be read.
  if (!access.isPremium && !(row?.input as { paidWithCredit?: boolean } | undefined)?.paidWithCredit) throw new AppError('PREMIUM_REQUIRED');
  if (!row) throw new AppError('NOT_FOUND', 'Suggestion not found');
  return toApiStylingRequest(row);
}

/**
 * The latest finished advice on one of the user's own rated outfits that they may read (members: any;
 * others: the ones paid with a referral credit), so an earned suggestion stays on the rating it was asked for.
 */
export async function latestOutfitAdvice(ctx: CoreContext, userId: string, outfitId: string, access: { isPremium: boolean }): Promise<StylingRequest | null> {
  const row = await latestAdviceRow(ctx.db, userId, outfitId, !access.isPremium);
  return row ? toApiStylingRequest(row) : null;
}
