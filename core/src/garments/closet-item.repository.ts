import type { ClosetItemListQuery } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { RatingModel } from '../ratings';
import { ClosetItemModel } from './garment.models';

// The SQL of a member's closet items: one item by its owner, its insert, edits and delete, the
// wears and rated outfits its detail shows, and what the member's data export keeps of each. The
// services around it say what happens; this says how it is stored.

type Db = CoreContext['db'];

/** The member's own item (undefined for another member's). */
export async function findOwnItem(db: Db, userId: string, itemId: string): Promise<ClosetItemModel | undefined> {
  return ClosetItemModel.query(db).findOne({ id: itemId, userId });
}

/** Inserts an item (the database's cap and one-piece-once index may refuse it: the error is the caller's to read). */
export async function insertItemRow(db: Db, row: Partial<ClosetItemModel> & { id: string; userId: string }): Promise<ClosetItemModel> {
  return ClosetItemModel.query(db).insert(row).returning('*');
}

/** Patches the member's own item: the updated row, or undefined when it is not theirs (or gone). */
export async function patchOwnItem(db: Db, userId: string, itemId: string, patch: Partial<ClosetItemModel>): Promise<ClosetItemModel | undefined> {
  const [row] = await ClosetItemModel.query(db).patch(patch).where({ id: itemId, userId }).returning('*') as unknown as ClosetItemModel[];
  return row;
}

/** Deletes the member's own item: whether there was one. */
export async function deleteOwnItem(db: Db, userId: string, itemId: string): Promise<boolean> {
  return (await ClosetItemModel.query(db).delete().where({ id: itemId, userId })) > 0;
}

export interface ItemWearRow { id: string; wornOn: string; ratingId: string | null; stylingRequestId: string | null }

/** The item's latest wears (newest first). */
export async function latestWearsOf(db: Db, userId: string, itemId: string, limit: number): Promise<ItemWearRow[]> {
  return db('closet_wears as w').join('closet_wear_items as wi', 'wi.wear_id', 'w.id')
    .where({ 'wi.item_id': itemId, 'w.user_id': userId }).orderBy([{ column: 'w.worn_on', order: 'desc' }, { column: 'w.created_at', order: 'desc' }])
    .limit(limit).select('w.id', 'w.worn_on', 'w.rating_id', 'w.styling_request_id') as Promise<ItemWearRow[]>;
}

/** The member's own rated outfits among `ratingIds`, newest first, with what an item's detail shows of them. */
export async function ownRatingsAmong(db: Db, userId: string, ratingIds: readonly string[]): Promise<RatingModel[]> {
  if (ratingIds.length === 0) return [];
  return RatingModel.query(db).select('id', 'overallRating', 'occasion', 'preparedImageKey', 'createdAt').whereIn('id', ratingIds).where({ userId }).orderBy('createdAt', 'desc');
}

/** Array column per multi-valued facet of the list's filters. */
const ARRAY_COLUMN = { colour: 'colours', season: 'seasons', occasion: 'occasions' } as const;

/** A page of the member's items matching the query's filters, newest first, after a (createdAt, id) cursor. */
export async function closetPage(
  db: Db, userId: string, query: ClosetItemListQuery, page: { after: { createdAt: string; id: string } | null; limit: number },
): Promise<ClosetItemModel[]> {
  const q = db('closet_items').where('user_id', userId);
  if (query.category) q.where('category', query.category);
  for (const facet of ['colour', 'season', 'occasion'] as const) {
    const value = query[facet];
    if (value) q.whereRaw(`?? @> array[?]::text[]`, [ARRAY_COLUMN[facet], value]);
  }
  if (page.after) q.whereRaw('(created_at, id) < (?::timestamptz, ?::uuid)', [page.after.createdAt, page.after.id]);
  return q.select('*').orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(page.limit) as Promise<ClosetItemModel[]>;
}

export type FacetRow = Pick<ClosetItemModel, 'category' | 'colours' | 'seasons' | 'occasions'>;

/** The facet columns of all the member's items (at most 1000 short rows), for the list's counts. */
export async function facetRowsOf(db: Db, userId: string): Promise<FacetRow[]> {
  return db('closet_items').where('user_id', userId).select('category', 'colours', 'seasons', 'occasions') as Promise<FacetRow[]>;
}

/** All the member's items. */
export async function allItemsOf(db: Db, userId: string): Promise<ClosetItemModel[]> {
  return ClosetItemModel.query(db).where({ userId });
}

/** What the look builder reads of each of the member's items. */
export async function lookItemsOf(db: Db, userId: string): Promise<Pick<ClosetItemModel, 'id' | 'name' | 'category' | 'colours' | 'formality' | 'lowerKind' | 'seasons' | 'occasions' | 'imageVersion'>[]> {
  return ClosetItemModel.query(db).where({ userId }).select('id', 'name', 'category', 'colours', 'formality', 'lowerKind', 'seasons', 'occasions', 'imageVersion');
}

/** The member's items among `ids` (another member's are left out). */
export async function ownItemsAmong(db: Db, userId: string, ids: readonly string[]): Promise<ClosetItemModel[]> {
  return ids.length ? ClosetItemModel.query(db).where({ userId }).whereIn('id', [...ids]) : [];
}

/** The items the member added from a rated photo's pieces. */
export async function itemsFromRating(db: Db, userId: string, ratingId: string): Promise<ClosetItemModel[]> {
  return ClosetItemModel.query(db).where({ userId, sourceRatingId: ratingId });
}

/** What "Download my data" keeps of each of the member's items (and where its cut-out is stored), oldest first. */
export async function exportedItemsOf(db: Db, userId: string): Promise<{ id: string; imageKey: string }[]> {
  return db('closetItems').select('id', 'name', 'category', 'colours', 'formality', 'lowerKind', 'seasons', 'occasions', 'price', 'source', 'sourceRatingId', 'timesWorn', 'lastWornOn', 'createdAt', 'imageKey')
    .where({ userId }).orderBy('createdAt') as Promise<{ id: string; imageKey: string }[]>;
}
