import { CLOSET_LIST_LIMIT_DEFAULT, type ClosetItemList, type ClosetItemListQuery } from '@fitrater/contracts';
import type { Knex } from 'knex';
import { AppError } from '@fitrater/platform';
import type { CoreContext } from '../context';
import { ClosetItemModel } from './garment.models';
import { toClosetItem } from './garment-view';

type Facet = 'category' | 'colour' | 'season' | 'occasion';
const FACETS: readonly Facet[] = ['category', 'colour', 'season', 'occasion'];
/** Array column per multi-valued facet. */
const ARRAY_COLUMN = { colour: 'colours', season: 'seasons', occasion: 'occasions' } as const;

/** The cursor is the last item's (createdAt, id), opaque to clients. */
const encodeCursor = (row: Pick<ClosetItemModel, 'createdAt' | 'id'>) => Buffer.from(`${new Date(row.createdAt).toISOString()}|${row.id}`).toString('base64url');
function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!createdAt || !id || Number.isNaN(Date.parse(createdAt)) || !/^[0-9a-f-]{36}$/i.test(id)) throw new AppError('VALIDATION', 'Invalid request: bad cursor');
  return { createdAt, id };
}

/** The member's items matching every filter except `skip` (so a facet's counts show what picking a value would give). */
function filtered(db: Knex, userId: string, query: ClosetItemListQuery, skip?: Facet): Knex.QueryBuilder {
  const q = db('closet_items').where('user_id', userId);
  if (query.category && skip !== 'category') q.where('category', query.category);
  for (const facet of ['colour', 'season', 'occasion'] as const) {
    const value = query[facet];
    if (value && skip !== facet) q.whereRaw(`?? @> array[?]::text[]`, [ARRAY_COLUMN[facet], value]);
  }
  return q;
}

async function facetCounts(db: Knex, userId: string, query: ClosetItemListQuery, facet: Facet): Promise<Record<string, number>> {
  const base = filtered(db, userId, query, facet);
  const rows = (facet === 'category'
    ? await base.select('category as value').count('* as n').groupBy('category')
    : await base.select(db.raw(`unnest(??) as value`, [ARRAY_COLUMN[facet]])).count('* as n').groupBy('value')) as { value: string; n: string | number }[];
  return Object.fromEntries(rows.map((r) => [r.value, Number(r.n)]));
}

/** GET /api/closet/items: newest first, keyset paging, counts per filter value, the total matching. */
export async function listClosetItems(ctx: CoreContext, userId: string, query: ClosetItemListQuery): Promise<ClosetItemList> {
  const limit = query.limit ?? CLOSET_LIST_LIMIT_DEFAULT;
  const page = filtered(ctx.db, userId, query).select('*').orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit + 1);
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    page.whereRaw('(created_at, id) < (?::timestamptz, ?::uuid)', [after.createdAt, after.id]);
  }
  const [rows, total, ...counts] = await Promise.all([
    page as Promise<ClosetItemModel[]>,
    filtered(ctx.db, userId, query).count('* as n').first() as Promise<{ n: string | number } | undefined>,
    ...FACETS.map((facet) => facetCounts(ctx.db, userId, query, facet)),
  ]);
  const items = rows.slice(0, limit);
  return {
    items: items.map((row) => toClosetItem(row)),
    nextCursor: rows.length > limit ? encodeCursor(items[items.length - 1]!) : null,
    total: Number(total?.n ?? 0),
    counts: { category: counts[0]!, colour: counts[1]!, season: counts[2]!, occasion: counts[3]! },
  };
}
