import type { Db } from '@fitrater/platform';

/** Counts the SQL statements sent through `db` while `run` runs (knex's 'query' event, prepared reads included). */
export async function countQueries(db: Db, run: () => Promise<unknown>): Promise<number> {
  let n = 0;
  const onQuery = () => (n += 1);
  db.on('query', onQuery);
  try {
    await run();
  } finally {
    db.off('query', onQuery);
  }
  return n;
}
