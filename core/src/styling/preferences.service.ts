import {
  PREFERENCE_ITEM_MAX_LENGTH, PREFERENCE_LIST_MAX, splitPreferenceList, type StylePreferences, type StylePreferencesBody,
} from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { AppError } from '@fitrater/platform';
import type { StylePreferencesModel } from './styling.models';
import { findStylePreferences, upsertStylePreferences } from './style-preferences.repository';

export const EMPTY_PREFERENCES: StylePreferences = {
  preferredStyles: [], preferredColors: [], bodyType: null, lifestyle: null, budgetRange: null, sustainabilityPref: false,
  brandPreferences: [], avoidedStyles: [], sizeFit: null,
};

function toApi(row: StylePreferencesModel | undefined): StylePreferences {
  if (!row) return { ...EMPTY_PREFERENCES };
  return {
    preferredStyles: row.preferredStyles, preferredColors: row.preferredColors, bodyType: row.bodyType, lifestyle: row.lifestyle,
    budgetRange: row.budgetRange, sustainabilityPref: row.sustainabilityPref, brandPreferences: row.brandPreferences,
    avoidedStyles: row.avoidedStyles, sizeFit: row.sizeFit,
  };
}

export async function getStylePreferences(ctx: CoreContext, userId: string): Promise<StylePreferences> {
  return toApi(await findStylePreferences(ctx.db, userId));
}

/** Comma lists (a string or an array of strings) trimmed, empties and duplicates dropped (§5). */
function cleanList(field: string, value: string | string[] | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const items = splitPreferenceList(value);
  if (items.length > PREFERENCE_LIST_MAX) throw new AppError('VALIDATION', `Invalid request: ${field} has more than ${PREFERENCE_LIST_MAX} items`);
  const long = items.find((i) => i.length > PREFERENCE_ITEM_MAX_LENGTH);
  if (long) throw new AppError('VALIDATION', `Invalid request: ${field} items must be at most ${PREFERENCE_ITEM_MAX_LENGTH} characters`);
  return items;
}

/** Saves the fields sent (others keep their value) and returns the whole set. */
export async function saveStylePreferences(ctx: CoreContext, userId: string, body: StylePreferencesBody): Promise<StylePreferences> {
  const current = await getStylePreferences(ctx, userId);
  const next: StylePreferences = {
    preferredStyles: cleanList('preferredStyles', body.preferredStyles) ?? current.preferredStyles,
    preferredColors: cleanList('preferredColors', body.preferredColors) ?? current.preferredColors,
    brandPreferences: cleanList('brandPreferences', body.brandPreferences) ?? current.brandPreferences,
    avoidedStyles: cleanList('avoidedStyles', body.avoidedStyles) ?? current.avoidedStyles,
    bodyType: body.bodyType !== undefined ? body.bodyType : current.bodyType,
    lifestyle: body.lifestyle !== undefined ? body.lifestyle : current.lifestyle,
    budgetRange: body.budgetRange !== undefined ? body.budgetRange : current.budgetRange,
    sizeFit: body.sizeFit !== undefined ? body.sizeFit : current.sizeFit,
    sustainabilityPref: body.sustainabilityPref ?? current.sustainabilityPref,
  };
  await upsertStylePreferences(ctx.db, userId, next, ctx.now());
  return next;
}
