import { PREFERENCE_OF_KIND, type Language, type NotificationKind } from '@fitrater/contracts';
import type { Db } from '@fitrater/platform';
import { utcDay } from '../ratings';

// The SQL of a broadcast's audience: one keyset page of the accounts it reaches (opt-outs, time
// zones and, for a streak reminder, who is about to lose a streak). What is sent them is in content.ts.

/** Who a broadcast goes to. */
export type Audience = { all: true } | { userId: string } | { timeZones: string[] };

export interface Recipient {
  id: string;
  language: Language;
  dayStreak: number;
}

const PREFERENCE_COLUMN = {
  morningTip: 'morning_tip', streakReminder: 'streak_reminder', appUpdates: 'app_updates', premiumTips: 'premium_tips',
} as const;

function yesterday(now: Date): string {
  return utcDay(new Date(now.getTime() - 86_400_000));
}

/**
 * One page of recipients, ordered by id (keyset: stable while users sign up
 * during a fan-out). Opt-outs are respected; no settings row means opted in.
 */
export async function recipientPage(
  db: Db,
  broadcast: { kind: NotificationKind; audience: Audience },
  options: { after: string | null; limit: number; now: Date },
): Promise<Recipient[]> {
  const query = db('users as u')
    .leftJoin('notificationSettings as s', 's.userId', 'u.id')
    .select('u.id', 'u.language', 'u.dayStreak')
    .orderBy('u.id')
    .limit(options.limit);
  if (options.after) query.where('u.id', '>', options.after);
  const preference = PREFERENCE_OF_KIND[broadcast.kind];
  if (preference) query.whereRaw(`coalesce(s.${PREFERENCE_COLUMN[preference]}, true)`);
  const audience = broadcast.audience;
  if ('userId' in audience) query.where('u.id', audience.userId);
  if ('timeZones' in audience) query.whereRaw(`coalesce(s.time_zone, 'UTC') = any(?)`, [audience.timeZones]);
  if (broadcast.kind === 'streak_reminder') {
    // A live streak (last rated today or yesterday, in the streak's UTC days) and no finished rating
    // yet on the user's own local date: the reminder at 19:00 local is for those about to lose it.
    const now = options.now.toISOString();
    query.where('u.dayStreak', '>', 0).whereIn('u.lastRatingDay', [utcDay(options.now), yesterday(options.now)])
      .whereNotExists(function ratedToday() {
        this.from('ratings as r').whereRaw('r.user_id = u.id').where('r.status', 'done').whereRaw(
          `(r.completed_at at time zone coalesce(s.time_zone, 'UTC'))::date = (?::timestamptz at time zone coalesce(s.time_zone, 'UTC'))::date`,
          [now],
        );
      });
  }
  return query;
}
