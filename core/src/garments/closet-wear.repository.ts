import type { Knex } from 'knex';
import type { CoreContext } from '../context';
import { ClosetItemModel } from './garment.models';

// The SQL of the wear log: wears of looks, the items each counted, the items' worn counts kept
// from the log, and the generated looks a wear or a swap starts from. The wear service says what
// counts as a wear; this says how it is stored.

type Db = CoreContext['db'];

/** times worn and last worn, counted again from the log for these items (a wear counted twice is impossible). */
async function recount(trx: Knex, itemIds: readonly string[]): Promise<void> {
  if (itemIds.length === 0) return;
  await trx.raw(`
    update closet_items i set
      times_worn = (select count(*) from closet_wear_items wi where wi.item_id = i.id),
      last_worn_on = (select max(w.worn_on) from closet_wears w join closet_wear_items wi on wi.wear_id = w.id where wi.item_id = i.id)
    where i.id = any(?::uuid[])`, [[...itemIds]]);
}

/** Stores one wear of a look with its items (the same look on the same day is the one wear already stored): its id. */
export async function insertWearOnce(
  db: Db, userId: string, wear: { wornOn: string; lookKey: string; ratingId: string | null; stylingRequestId: string | null; itemIds: readonly string[] },
): Promise<string> {
  return db.transaction(async (trx) => {
    const [inserted] = await trx('closet_wears')
      .insert({ userId, wornOn: wear.wornOn, lookKey: wear.lookKey, ratingId: wear.ratingId, stylingRequestId: wear.stylingRequestId })
      .onConflict(['user_id', 'worn_on', 'look_key']).ignore().returning('id') as { id: string }[];
    const id = inserted?.id ?? (await trx('closet_wears').where({ userId, wornOn: wear.wornOn, lookKey: wear.lookKey }).first('id') as { id: string }).id;
    if (wear.itemIds.length) {
      await trx('closet_wear_items').insert(wear.itemIds.map((itemId) => ({ wearId: id, itemId }))).onConflict(['wear_id', 'item_id']).ignore();
      await recount(trx, wear.itemIds);
    }
    return id;
  });
}

/** The ids of the member's items among `ids`, or, with `fromRating`, of those added from that rated photo. */
export async function ownItemIds(db: Db, userId: string, of: { ids: readonly string[] } | { fromRating: string }): Promise<string[]> {
  if ('ids' in of && of.ids.length === 0) return [];
  const q = ClosetItemModel.query(db).select('id').where({ userId });
  if ('ids' in of) q.whereIn('id', [...of.ids]); else q.where({ sourceRatingId: of.fromRating });
  return (await q).map((i) => i.id);
}

/** The profile's wear figures: the most and least worn items (five each) and the totals. */
export async function wearFigures(db: Db, userId: string): Promise<{ most: ClosetItemModel[]; least: ClosetItemModel[]; items: number; wears: number }> {
  const most = await ClosetItemModel.query(db).where({ userId }).where('timesWorn', '>', 0)
    .orderBy([{ column: 'timesWorn', order: 'desc' }, { column: 'lastWornOn', order: 'desc' }, { column: 'id' }]).limit(5);
  // A piece listed as most worn is never also least worn: in a small closet the two lists met in the middle.
  const [least, items, wears] = await Promise.all([
    ClosetItemModel.query(db).where({ userId }).whereNotIn('id', most.map((item) => item.id))
      .orderBy([{ column: 'timesWorn', order: 'asc' }, { column: 'createdAt', order: 'asc' }, { column: 'id' }]).limit(5),
    db('closet_items').where({ userId }).count('* as n').first() as Promise<{ n: string | number } | undefined>,
    db('closet_wears').where({ userId }).count('* as n').first() as Promise<{ n: string | number } | undefined>,
  ]);
  return { most, least, items: Number(items?.n ?? 0), wears: Number(wears?.n ?? 0) };
}

/** Look keys the member was proposed (finished generated answers) or wore since `since`. */
export async function lookKeysSince(db: Db, userId: string, since: Date): Promise<Set<string>> {
  const [proposed, worn] = await Promise.all([
    db.raw(`select distinct o->>'lookKey' as key from styling_requests r, jsonb_array_elements(r.result->'closet'->'options') o
      where r.user_id = ? and r.created_at >= ? and r.status = 'done' and jsonb_typeof(r.result->'closet'->'options') = 'array'`, [userId, since]) as Promise<{ rows: { key: string }[] }>,
    db('closet_wears').where({ userId }).where('worn_on', '>=', since.toISOString().slice(0, 10)).select('look_key as key') as Promise<{ key: string }[]>,
  ]);
  return new Set([...proposed.rows.map((r) => r.key), ...worn.map((r) => r.key)]);
}

export interface StoredStylingAnswer {
  id: string;
  status: string;
  occasion: string | null;
  result: unknown;
}

/**
 * A member's styling request, read straight from its table: styling dresses looks from the closet
 * (it imports this domain), so the closet reads the looks it is asked to wear or improve here
 * instead of importing styling back.
 */
export async function ownStylingAnswer(db: Db, userId: string, id: string): Promise<StoredStylingAnswer | undefined> {
  return db('styling_requests').select('id', 'status', 'occasion', 'result').where({ id, userId }).first() as Promise<StoredStylingAnswer | undefined>;
}
