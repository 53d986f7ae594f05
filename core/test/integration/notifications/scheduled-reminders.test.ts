import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBroadcast, recipientPage, sendScheduledReminder, type CoreContext } from '@fitrater/core';
import { createTestEnvironment, type TestEnvironment } from '@fitrater/test-support';

let env: TestEnvironment;
let ctx: CoreContext;
// 2026-03-09 23:00 UTC is 19:00 in New York (EDT, the day after the spring-forward) and 00:00 in Berlin.
const NOW = new Date('2026-03-09T23:00:00Z');

async function user(name: string, settings: { timeZone: string; streakReminder?: boolean; morningTip?: boolean } | null, streak: { dayStreak: number; lastRatingDay: string | null }) {
  const [row] = await ctx.db('users').insert({ email: `${name}@reminders.test`, name, passwordHash: 'x', language: 'en', ...streak }).returning('id');
  if (settings) await ctx.db('notificationSettings').insert({ userId: row.id, ...settings });
  return row.id as string;
}
async function ratedAt(userId: string, completedAt: string) {
  await ctx.db('ratings').insert({ userId, requestKey: `k-${userId}-${completedAt}`, occasion: 'casual', contentHash: 'h'.repeat(64), status: 'done', completedAt });
}

beforeAll(async () => {
  env = await createTestEnvironment();
  ctx = { ...(await env.readyContext()), now: () => NOW };
}, 60_000);
afterAll(async () => env?.dispose());

describe('scheduled reminders', () => {
  it('streak reminder: live streaks in the zones at 19:00 that have no rating on the local date, once per hour', async () => {
    const ny = { timeZone: 'America/New_York' };
    const notYet = await user('notyet', ny, { dayStreak: 3, lastRatingDay: '2026-03-08' });
    await ratedAt(notYet, '2026-03-08T15:00:00Z');
    const ratedToday = await user('ratedtoday', ny, { dayStreak: 4, lastRatingDay: '2026-03-09' });
    await ratedAt(ratedToday, '2026-03-09T14:00:00Z'); // 10:00 local today
    // 23:30 local yesterday is already "today" in UTC: the streak's day, but not the user's local day.
    const lateYesterday = await user('lateyesterday', ny, { dayStreak: 2, lastRatingDay: '2026-03-09' });
    await ratedAt(lateYesterday, '2026-03-09T03:30:00Z');
    await user('optedout', { ...ny, streakReminder: false }, { dayStreak: 5, lastRatingDay: '2026-03-08' });
    await user('nostreak', ny, { dayStreak: 0, lastRatingDay: null });
    await user('lapsed', ny, { dayStreak: 6, lastRatingDay: '2026-03-05' });
    await user('berlin', { timeZone: 'Europe/Berlin' }, { dayStreak: 3, lastRatingDay: '2026-03-08' });
    await user('utc-default', null, { dayStreak: 3, lastRatingDay: '2026-03-08' });

    const first = await sendScheduledReminder(ctx, 'streak_reminder', '2026-03-09T23');
    expect(first).toMatchObject({ zones: ['America/New_York'], created: true });
    const broadcast = (await loadBroadcast(ctx, first.broadcastId!))!;
    expect(broadcast).toMatchObject({ kind: 'streak_reminder', source: 'scheduler', audience: { timeZones: ['America/New_York'] } });
    const recipients = await recipientPage(ctx.db, broadcast, { after: null, limit: 100, now: NOW });
    const names = await ctx.db('users').whereIn('id', recipients.map((r) => r.id)).orderBy('name').pluck('name');
    expect(names).toEqual(['lateyesterday', 'notyet']);

    // A second scheduler, or a restart within the hour: the same broadcast, nothing new.
    const again = await sendScheduledReminder(ctx, 'streak_reminder', '2026-03-09T23');
    expect(again).toMatchObject({ broadcastId: first.broadcastId, created: false });
    expect(await ctx.db('broadcasts').where({ kind: 'streak_reminder' }).count('* as n').first()).toEqual({ n: '1' });
  });

  it('morning tip: only the zones at 08:00 (12:00 UTC in New York after the spring-forward), nothing elsewhere', async () => {
    const atNine = await sendScheduledReminder(ctx, 'morning_tip', '2026-03-09T13');
    expect(atNine).toEqual({ broadcastId: null, zones: [], created: false });
    const atEight = await sendScheduledReminder(ctx, 'morning_tip', '2026-03-09T12');
    expect(atEight.zones).toEqual(['America/New_York']);
    const broadcast = (await loadBroadcast(ctx, atEight.broadcastId!))!;
    const recipients = await recipientPage(ctx.db, broadcast, { after: null, limit: 100, now: NOW });
    // Every New York user with the morning tip on (no streak needed).
    expect(recipients).toHaveLength(6);
    const utc = await sendScheduledReminder(ctx, 'morning_tip', '2026-03-09T08');
    expect(utc.zones).toEqual(['UTC']);
  });
});
