import type { Knex } from 'knex';

/**
 * Drops the cached stylist answers derived from these contents (photo + description hashes)
 * once no rating uses them any more: a deleted rating or account leaves no answer derived
 * from its photos. Without `hashes`, every orphan entry goes (the maintenance sweep).
 */
export async function purgeRatingCache(db: Knex, hashes?: string[]): Promise<number> {
  if (hashes && hashes.length === 0) return 0;
  const query = db('rating_cache').delete()
    .whereNotExists((q) => q.select(db.raw('1')).from('ratings').whereRaw('ratings.content_hash = rating_cache.content_hash'));
  if (hashes) query.whereIn('content_hash', hashes);
  return query;
}
