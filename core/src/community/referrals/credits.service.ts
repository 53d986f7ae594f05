import type { Knex } from 'knex';

/** Spends one free premium suggestion; false (nothing changed) when the user has none. One statement: never below zero. */
export async function spendSuggestionCredit(db: Knex, userId: string): Promise<boolean> {
  const n = await db('users').where({ id: userId }).where('freeSuggestionCredits', '>', 0).decrement('freeSuggestionCredits', 1);
  return n > 0;
}

/** Gives a spent credit back (its suggestion could not be made). */
export async function refundSuggestionCredit(db: Knex, userId: string): Promise<void> {
  await db('users').where({ id: userId }).increment('freeSuggestionCredits', 1);
}

export async function hasSuggestionCredit(db: Knex, userId: string): Promise<boolean> {
  const row = await db('users').where({ id: userId }).select('freeSuggestionCredits').first() as { freeSuggestionCredits: number } | undefined;
  return (row?.freeSuggestionCredits ?? 0) > 0;
}
