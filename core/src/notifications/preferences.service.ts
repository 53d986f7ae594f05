import type { NotificationPreferences, UpdateNotificationPreferencesBody } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { AppError } from '@fitrater/platform';
import { isValidTimeZone } from './time-zone';

export const DEFAULT_PREFERENCES: NotificationPreferences = {
  morningTip: true, streakReminder: true, appUpdates: true, premiumTips: true, timeZone: 'UTC',
};

const COLUMNS = ['morningTip', 'streakReminder', 'appUpdates', 'premiumTips', 'timeZone'] as const;

export async function getPreferences(ctx: CoreContext, userId: string): Promise<NotificationPreferences> {
  const row = await ctx.db('notificationSettings').where({ userId }).first(...COLUMNS);
  return row ? { ...DEFAULT_PREFERENCES, ...row } : { ...DEFAULT_PREFERENCES };
}

export async function updatePreferences(ctx: CoreContext, userId: string, patch: UpdateNotificationPreferencesBody): Promise<NotificationPreferences> {
  if (patch.timeZone !== undefined && !isValidTimeZone(patch.timeZone)) {
    throw new AppError('VALIDATION', `Invalid request: unknown time zone "${patch.timeZone}"`);
  }
  const changes = Object.fromEntries(COLUMNS.filter((c) => patch[c] !== undefined).map((c) => [c, patch[c]]));
  await ctx.db('notificationSettings')
    .insert({ ...DEFAULT_PREFERENCES, ...changes, userId, updatedAt: ctx.now() })
    .onConflict('userId')
    .merge({ ...changes, updatedAt: ctx.now() });
  await ctx.publisher.publish(userId, 'profile.updated', { fields: Object.keys(changes) }).catch(() => undefined);
  return getPreferences(ctx, userId);
}
