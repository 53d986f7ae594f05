import type { ClosetAnalytics, ClosetLooks, WearLookBody, WearReply, WornItem } from '@fitrater/contracts';
import { AppError } from '@fitrater/platform';
import type { CoreContext } from '../context';
import { RatingModel } from '../ratings';
import type { ClosetItemModel } from './garment.models';
import { insertWearOnce, ownItemIds, ownStylingAnswer, wearFigures } from './closet-wear.repository';
import { closetItemImagePath, costPerWear } from './garment-view';
import { ownItem } from './closet-items.service';

const today = (ctx: CoreContext) => ctx.now().toISOString().slice(0, 10);

/** Records one wear of a look (its items) on a day; the same look twice on one day is one wear. */
async function recordWear(ctx: CoreContext, userId: string, wear: { wornOn: string; lookKey: string; ratingId?: string; stylingRequestId?: string; itemIds: string[] }): Promise<WearReply> {
  if (wear.wornOn > today(ctx)) throw new AppError('VALIDATION', 'Invalid request: a wear cannot be in the future');
  const id = await insertWearOnce(ctx.db, userId, {
    wornOn: wear.wornOn, lookKey: wear.lookKey, ratingId: wear.ratingId ?? null, stylingRequestId: wear.stylingRequestId ?? null, itemIds: wear.itemIds,
  });
  return { id, wornOn: wear.wornOn, itemIds: wear.itemIds };
}

/** POST /api/closet/items/{id}/wear */
export async function wearItem(ctx: CoreContext, userId: string, itemId: string, wornOn?: string): Promise<WearReply> {
  await ownItem(ctx, userId, itemId);
  return recordWear(ctx, userId, { wornOn: wornOn ?? today(ctx), lookKey: `item:${itemId}`, itemIds: [itemId] });
}

/** The owned items of one look of a generated answer (those still in the closet). */
export function lookOf(result: unknown, option: number): ClosetLooks['options'][number] | undefined {
  return (result as { closet?: ClosetLooks } | null)?.closet?.options[option];
}

/** POST /api/closet/wears: "I wore this" for a rated outfit (its confirmed pieces) or a generated look (its owned pieces). */
export async function wearLook(ctx: CoreContext, userId: string, body: WearLookBody): Promise<WearReply> {
  const wornOn = body.wornOn ?? today(ctx);
  if ('ratingId' in body) {
    const rating = await RatingModel.query(ctx.db).findOne({ id: body.ratingId, userId });
    if (!rating) throw new AppError('NOT_FOUND', 'Rating not found');
    const itemIds = await ownItemIds(ctx.db, userId, { fromRating: rating.id });
    return recordWear(ctx, userId, { wornOn, lookKey: `rating:${rating.id}`, ratingId: rating.id, itemIds });
  }
  const request = await ownStylingAnswer(ctx.db, userId, body.stylingRequestId);
  const look = request?.status === 'done' ? lookOf(request.result, body.option ?? 0) : undefined;
  if (!request || !look) throw new AppError('NOT_FOUND', 'Look not found');
  const wanted = look.pieces.map((p) => p.closetItemId).filter((id): id is string => Boolean(id));
  const itemIds = await ownItemIds(ctx.db, userId, { ids: wanted });
  return recordWear(ctx, userId, { wornOn, lookKey: look.lookKey, stylingRequestId: request.id, itemIds });
}

const toWornItem = (row: ClosetItemModel): WornItem => ({
  id: row.id, name: row.name, category: row.category, imageUrl: closetItemImagePath(row), timesWorn: row.timesWorn, lastWornOn: row.lastWornOn,
  costPerWear: costPerWear(row.price === null ? null : Number(row.price), row.timesWorn),
});

/** GET /api/closet/analytics: the profile's most and least worn pieces. */
export async function closetAnalytics(ctx: CoreContext, userId: string): Promise<ClosetAnalytics> {
  const { most, least, items, wears } = await wearFigures(ctx.db, userId);
  return { totalItems: items, totalWears: wears, mostWorn: most.map(toWornItem), leastWorn: least.map(toWornItem) };
}
