import { REMINDER_LOCAL_TIME } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import type { Db } from '@fitrater/platform';
import { createBroadcast } from './broadcast.service';
import { localTime } from './time-zone';
import { tipIndexOfDay } from './tips';

/** The reminders the scheduler sends in each user's local time. */
export type ReminderKind = 'morning_tip' | 'streak_reminder';
export const REMINDER_KINDS: readonly ReminderKind[] = ['morning_tip', 'streak_reminder'];

/** Local hour (0–23) each reminder goes out at (08:00 and 19:00). */
export const REMINDER_HOUR: Record<ReminderKind, number> = {
  morning_tip: Number(REMINDER_LOCAL_TIME.morningTip.slice(0, 2)),
  streak_reminder: Number(REMINDER_LOCAL_TIME.streakReminder.slice(0, 2)),
};

/** The UTC hour an instant falls in, `2026-03-08T12`: one bucket per scheduler tick, whenever in the hour it fires. */
export function hourBucket(at: Date): string {
  return at.toISOString().slice(0, 13);
}

export function bucketStart(bucket: string): Date {
  return new Date(`${bucket}:00:00.000Z`);
}

/**
 * The zones whose local wall clock shows `hour` at `at` (DST included: New York is
 * UTC-5 in winter and UTC-4 in summer, so its 08:00 is 13:00 or 12:00 UTC).
 * Zones with half-hour offsets get it at HH:30 of their hour (Asia/Kolkata at 08:30).
 */
export function zonesAtLocalHour(zones: readonly string[], at: Date, hour: number): string[] {
  return zones.filter((zone) => localTime(at, zone).hour === hour);
}

/** Every zone some user keeps (users without settings count as UTC). */
export async function userTimeZones(db: Db): Promise<string[]> {
  const rows: Array<{ timeZone: string }> = await db('notificationSettings').distinct('timeZone');
  return [...new Set(['UTC', ...rows.map((r) => r.timeZone)])].sort();
}

/**
 * The `notify.reminder` job: one broadcast for the users whose local time is the
 * reminder's hour in this bucket. The dedupe key is the kind and bucket, so a
 * second scheduler, a restart within the hour or a retried job finds the same
 * broadcast and sends nothing twice.
 */
export async function sendScheduledReminder(
  ctx: CoreContext, kind: ReminderKind, bucket: string,
): Promise<{ broadcastId: string | null; zones: string[]; created: boolean }> {
  const at = bucketStart(bucket);
  const zones = zonesAtLocalHour(await userTimeZones(ctx.db), at, REMINDER_HOUR[kind]);
  if (!zones.length) return { broadcastId: null, zones, created: false };
  const content = kind === 'morning_tip' ? { tip: tipIndexOfDay(localTime(at, zones[0]!).date) } : {};
  const { id, created } = await createBroadcast(ctx, {
    kind, content, audience: { timeZones: zones }, source: 'scheduler', dedupeKey: `${kind}-${bucket}`,
  });
  return { broadcastId: id, zones, created };
}
