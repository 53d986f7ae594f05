import type { Knex } from 'knex';
import type { StylePreferences } from '@fitrater/contracts';
import { StylePreferencesModel } from './styling.models';

// The SQL of a member's style preferences: the row (absent until saved once) and its upsert. How a
// list is cleaned and which fields a save keeps are in preferences.service.ts.

export async function findStylePreferences(db: Knex, userId: string): Promise<StylePreferencesModel | undefined> {
  return StylePreferencesModel.query(db).findById(userId);
}

export async function upsertStylePreferences(db: Knex, userId: string, preferences: StylePreferences, at: Date): Promise<void> {
  await StylePreferencesModel.query(db).insert({ userId, ...preferences, updatedAt: at }).onConflict('userId').merge();
}
