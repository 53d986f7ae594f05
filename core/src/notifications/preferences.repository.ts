import type { NotificationPreferences } from '@fitrater/contracts';
import type { CoreContext } from '../context';

// The SQL of a member's notification settings: the row (absent until the member changes something)
// and its upsert. The defaults and what a valid change is are in preferences.service.ts.

type Db = CoreContext['db'];

/** The settings a member may change, one column each. */
export const PREFERENCE_COLUMNS = ['morningTip', 'streakReminder', 'appUpdates', 'premiumTips', 'timeZone'] as const;

export async function findPreferenceRow(db: Db, userId: string): Promise<Partial<NotificationPreferences> | undefined> {
  return db('notificationSettings').where({ userId }).first(...PREFERENCE_COLUMNS);
}

/** Creates the row from `defaults` and the changes, or applies the changes to the row there is. */
export async function upsertPreferences(db: Db, userId: string, defaults: NotificationPreferences, changes: Partial<NotificationPreferences>, at: Date): Promise<void> {
  await db('notificationSettings')
    .insert({ ...defaults, ...changes, userId, updatedAt: at })
    .onConflict('userId')
    .merge({ ...changes, updatedAt: at });
}
