import { CLOSET_LIST_LIMIT_DEFAULT, type ClosetItemList, type ClosetItemListQuery } from '@fitrater/contracts';
import { AppError } from '@fitrater/platform';
import type { CoreContext } from '../context';
import type { ClosetItemModel } from './garment.models';
import { closetPage, facetRowsOf, type FacetRow } from './closet-item.repository';
import { toClosetItem } from './garment-view';

type Facet = 'category' | 'colour' | 'season' | 'occasion';

/** The cursor is the last item's (createdAt, id), opaque to clients. */
const encodeCursor = (row: Pick<ClosetItemModel, 'createdAt' | 'id'>) => Buffer.from(`${new Date(row.createdAt).toISOString()}|${row.id}`).toString('base64url');
function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!createdAt || !id || Number.isNaN(Date.parse(createdAt)) || !/^[0-9a-f-]{36}$/i.test(id)) throw new AppError('VALIDATION', 'Invalid request: bad cursor');
  return { createdAt, id };
}

/** Does a row match the query's filters, leaving out `skip`? */
function matches(row: FacetRow, query: ClosetItemListQuery, skip?: Facet): boolean {
  if (query.category && skip !== 'category' && row.category !== query.category) return false;
  if (query.colour && skip !== 'colour' && !row.colours.includes(query.colour)) return false;
  if (query.season && skip !== 'season' && !row.seasons.includes(query.season)) return false;
  if (query.occasion && skip !== 'occasion' && !row.occasions.includes(query.occasion)) return false;
  return true;
}

/**
 * Counts per facet value (each with the other filters applied) and the total, from one read of the
 * member's facet columns: at most 1000 short rows, counted here rather than in five grouped queries.
 */
function facetCounts(rows: readonly FacetRow[], query: ClosetItemListQuery): { total: number; counts: ClosetItemList['counts'] } {
  const counts: ClosetItemList['counts'] = { category: {}, colour: {}, season: {}, occasion: {} };
  const add = (facet: Facet, value: string) => { counts[facet][value] = (counts[facet][value] ?? 0) + 1; };
  let total = 0;
  for (const row of rows) {
    if (matches(row, query)) total++;
    if (matches(row, query, 'category')) add('category', row.category);
    if (matches(row, query, 'colour')) for (const v of row.colours) add('colour', v);
    if (matches(row, query, 'season')) for (const v of row.seasons) add('season', v);
    if (matches(row, query, 'occasion')) for (const v of row.occasions) add('occasion', v);
  }
  return { total, counts };
}

/** GET /api/closet/items: newest first, keyset paging, counts per filter value, the total matching. */
export async function listClosetItems(ctx: CoreContext, userId: string, query: ClosetItemListQuery): Promise<ClosetItemList> {
  const limit = query.limit ?? CLOSET_LIST_LIMIT_DEFAULT;
  const [rows, facets] = await Promise.all([
    closetPage(ctx.db, userId, query, { after: query.cursor ? decodeCursor(query.cursor) : null, limit: limit + 1 }),
    facetRowsOf(ctx.db, userId),
  ]);
  const items = rows.slice(0, limit);
  return {
    items: items.map((row) => toClosetItem(row)),
    nextCursor: rows.length > limit ? encodeCursor(items[items.length - 1]!) : null,
    ...facetCounts(facets, query),
  };
}
