import type { ClosetAnalytics, ClosetLooks, WearLookBody, WearReply, WornItem } from '@fitrater/contracts';
import type { Knex } from 'knex';
import { AppError } from '@fitrater/platform';
import type { CoreContext } from '../context';
import { RatingModel } from '../ratings';
import { ownStylingAnswer } from './styling-answer';
import { ClosetItemModel } from './garment.models';
import { closetItemImagePath, costPerWear } from './garment-view';
import { ownItem } from './closet-items.service';

const today = (ctx: CoreContext) => ctx.now().toISOString().slice(0, 10);

/** times worn and last worn, counted again from the log for these items (a wear counted twice is impossible). */
async function recount(trx: Knex, itemIds: readonly string[]): Promise<void> {
  if (itemIds.length === 0) return;
  await trx.raw(`
    update closet_items i set
      times_worn = (select count(*) from closet_wear_items wi where wi.item_id = i.id),
      last_worn_on = (select max(w.worn_on) from closet_wears w join closet_wear_items wi on wi.wear_id = w.id where wi.item_id = i.id)
    where i.id = any(?::uuid[])`, [[...itemIds]]);
}

/** Records one wear of a look (its items) on a day; the same look twice on one day is one wear. */
async function recordWear(ctx: CoreContext, userId: string, wear: { wornOn: string; lookKey: string; ratingId?: string; stylingRequestId?: string; itemIds: string[] }): Promise<WearReply> {
  if (wear.wornOn > today(ctx)) throw new AppError('VALIDATION', 'Invalid request: a wear cannot be in the future');
  return ctx.db.transaction(async (trx) => {
    const [inserted] = await trx('closet_wears')
      .insert({ userId, wornOn: wear.wornOn, lookKey: wear.lookKey, ratingId: wear.ratingId ?? null, stylingRequestId: wear.stylingRequestId ?? null })
      .onConflict(['user_id', 'worn_on', 'look_key']).ignore().returning('id') as { id: string }[];
    const id = inserted?.id ?? (await trx('closet_wears').where({ userId, wornOn: wear.wornOn, lookKey: wear.lookKey }).first('id') as { id: string }).id;
    if (wear.itemIds.length) {
      await trx('closet_wear_items').insert(wear.itemIds.map((itemId) => ({ wearId: id, itemId }))).onConflict(['wear_id', 'item_id']).ignore();
      await recount(trx, wear.itemIds);
    }
    return { id, wornOn: wear.wornOn, itemIds: wear.itemIds };
  });
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
    const items = await ClosetItemModel.query(ctx.db).select('id').where({ userId, sourceRatingId: rating.id });
    return recordWear(ctx, userId, { wornOn, lookKey: `rating:${rating.id}`, ratingId: rating.id, itemIds: items.map((i) => i.id) });
  }
  const request = await ownStylingAnswer(ctx, userId, body.stylingRequestId);
  const look = request?.status === 'done' ? lookOf(request.result, body.option ?? 0) : undefined;
  if (!request || !look) throw new AppError('NOT_FOUND', 'Look not found');
  const wanted = look.pieces.map((p) => p.closetItemId).filter((id): id is string => Boolean(id));
  const owned = wanted.length ? await ClosetItemModel.query(ctx.db).select('id').where({ userId }).whereIn('id', wanted) : [];
  return recordWear(ctx, userId, { wornOn, lookKey: look.lookKey, stylingRequestId: request.id, itemIds: owned.map((i) => i.id) });
}

const toWornItem = (row: ClosetItemModel): WornItem => ({
  id: row.id, name: row.name, category: row.category, imageUrl: closetItemImagePath(row), timesWorn: row.timesWorn, lastWornOn: row.lastWornOn,
  costPerWear: costPerWear(row.price === null ? null : Number(row.price), row.timesWorn),
});

/** GET /api/closet/analytics: the profile's most and least worn pieces. */
export async function closetAnalytics(ctx: CoreContext, userId: string): Promise<ClosetAnalytics> {
  const [most, least, items, wears] = await Promise.all([
    ClosetItemModel.query(ctx.db).where({ userId }).where('timesWorn', '>', 0).orderBy([{ column: 'timesWorn', order: 'desc' }, { column: 'lastWornOn', order: 'desc' }, { column: 'id' }]).limit(5),
    ClosetItemModel.query(ctx.db).where({ userId }).orderBy([{ column: 'timesWorn', order: 'asc' }, { column: 'createdAt', order: 'asc' }, { column: 'id' }]).limit(5),
    ctx.db('closet_items').where({ userId }).count('* as n').first() as Promise<{ n: string | number } | undefined>,
    ctx.db('closet_wears').where({ userId }).count('* as n').first() as Promise<{ n: string | number } | undefined>,
  ]);
  return { totalItems: Number(items?.n ?? 0), totalWears: Number(wears?.n ?? 0), mostWorn: most.map(toWornItem), leastWorn: least.map(toWornItem) };
}
