import type { NotificationPreferences, UpdateNotificationPreferencesBody } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { AppError } from '@fitrater/platform';
import { isValidTimeZone } from './time-zone';
import { PREFERENCE_COLUMNS, findPreferenceRow, upsertPreferences } from './preferences.repository';

export const DEFAULT_PREFERENCES: NotificationPreferences = {
  morningTip: true, streakReminder: true, appUpdates: true, premiumTips: true, timeZone: 'UTC',
};

/** A member without a settings row has the defaults (opted in to everything, UTC). */
export async function getPreferences(ctx: CoreContext, userId: string): Promise<NotificationPreferences> {
  const row = await findPreferenceRow(ctx.db, userId);
  return row ? { ...DEFAULT_PREFERENCES, ...row } : { ...DEFAULT_PREFERENCES };
}

export async function updatePreferences(ctx: CoreContext, userId: string, patch: UpdateNotificationPreferencesBody): Promise<NotificationPreferences> {
  if (patch.timeZone !== undefined && !isValidTimeZone(patch.timeZone)) {
    throw new AppError('VALIDATION', `Invalid request: unknown time zone "${patch.timeZone}"`);
  }
  const changes = Object.fromEntries(PREFERENCE_COLUMNS.filter((c) => patch[c] !== undefined).map((c) => [c, patch[c]]));
  await upsertPreferences(ctx.db, userId, DEFAULT_PREFERENCES, changes, ctx.now());
  await ctx.publisher.publish(userId, 'profile.updated', { fields: Object.keys(changes) }).catch(() => undefined);
  return getPreferences(ctx, userId);
}
