import type { Knex } from 'knex';

/**
 * Serialises a member's writes to one capped collection until the transaction ends: a cap
 * checked after this lock cannot be passed by concurrent requests (count-then-insert without it
 * lets 600 simultaneous creates all see 99). A transaction-scoped advisory lock, so it touches no
 * row: concurrent reads and other members' writes are never blocked.
 */
export async function lockMemberCollection(trx: Knex.Transaction, collection: string, userId: string): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`${collection}:${userId}`]);
}
