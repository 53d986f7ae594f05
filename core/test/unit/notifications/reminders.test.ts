import { describe, expect, it } from 'vitest';
import { REMINDER_HOUR, hourBucket, localTime, zonesAtLocalHour } from '@fitrater/core';
import { jobOptions } from '@fitrater/platform';

const ZONES = ['UTC', 'Europe/London', 'Europe/Berlin', 'America/New_York', 'America/Los_Angeles', 'Asia/Tokyo', 'Asia/Kolkata', 'Africa/Lagos'];

/** Every UTC hour bucket in [from, to) in which `zone` is selected for `hour`. */
function selectedBuckets(zone: string, hour: number, from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(from); t < Date.parse(to); t += 3_600_000) {
    const at = new Date(t);
    if (zonesAtLocalHour([zone], at, hour).length) out.push(hourBucket(at));
  }
  return out;
}

describe('reminders in each user’s local time', () => {
  it('sends at 08:00 and 19:00 local', () => {
    expect(REMINDER_HOUR).toEqual({ morning_tip: 8, streak_reminder: 19 });
  });

  it('selects the zones whose local hour matches at a fixed clock', () => {
    // 2026-06-15 07:00 UTC: 08:00 in London (BST) and Lagos, 09:00 in Berlin, 16:00 in Tokyo.
    expect(zonesAtLocalHour(ZONES, new Date('2026-06-15T07:00:00Z'), 8)).toEqual(['Europe/London', 'Africa/Lagos']);
    // 12:00 UTC: 08:00 in New York (EDT).
    expect(zonesAtLocalHour(ZONES, new Date('2026-06-15T12:00:00Z'), 8)).toEqual(['America/New_York']);
    // 10:00 UTC: 19:00 in Tokyo.
    expect(zonesAtLocalHour(ZONES, new Date('2026-06-15T10:00:00Z'), 19)).toEqual(['Asia/Tokyo']);
    // Half-hour offsets: Kolkata is 08:30 at 03:00 UTC, inside its 08:00 hour.
    expect(zonesAtLocalHour(ZONES, new Date('2026-06-15T03:00:00Z'), 8)).toEqual(['Asia/Kolkata']);
    // In winter London is on UTC.
    expect(zonesAtLocalHour(ZONES, new Date('2026-01-15T08:00:00Z'), 8)).toEqual(['UTC', 'Europe/London']);
  });

  it('New York across the spring-forward (2026-03-08): one morning tip and one reminder per local day', () => {
    // EST (UTC-5) until 2026-03-08 02:00 local, then EDT (UTC-4).
    expect(selectedBuckets('America/New_York', 8, '2026-03-06T00:00:00Z', '2026-03-10T00:00:00Z'))
      .toEqual(['2026-03-06T13', '2026-03-07T13', '2026-03-08T12', '2026-03-09T12']);
    expect(selectedBuckets('America/New_York', 19, '2026-03-06T00:00:00Z', '2026-03-10T00:00:00Z'))
      .toEqual(['2026-03-06T00', '2026-03-07T00', '2026-03-08T00', '2026-03-08T23', '2026-03-09T23']);
    const localDates = selectedBuckets('America/New_York', 19, '2026-03-06T00:00:00Z', '2026-03-10T00:00:00Z')
      .map((b) => localTime(new Date(`${b}:00:00Z`), 'America/New_York').date);
    expect(localDates).toEqual(['2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09']);
  });

  it('Berlin across the fall-back (2026-10-25): the repeated night hour changes nothing at 08:00 and 19:00', () => {
    // CEST (UTC+2) until 2026-10-25 03:00 local, then CET (UTC+1).
    expect(selectedBuckets('Europe/Berlin', 8, '2026-10-23T00:00:00Z', '2026-10-27T00:00:00Z'))
      .toEqual(['2026-10-23T06', '2026-10-24T06', '2026-10-25T07', '2026-10-26T07']);
    expect(selectedBuckets('Europe/Berlin', 19, '2026-10-23T00:00:00Z', '2026-10-27T00:00:00Z'))
      .toEqual(['2026-10-23T17', '2026-10-24T17', '2026-10-25T18', '2026-10-26T18']);
  });

  it('gives one job id per kind and UTC hour, wherever in the hour a scheduler fires', () => {
    const id = (iso: string) => jobOptions('notify.reminder', { kind: 'morning_tip', hour: hourBucket(new Date(iso)) }).jobId;
    expect(id('2026-03-08T12:00:00.004Z')).toBe('reminder-morning_tip-2026-03-08T12');
    expect(id('2026-03-08T12:00:59.900Z')).toBe(id('2026-03-08T12:00:00.000Z'));
    expect(id('2026-03-08T13:00:00.000Z')).not.toBe(id('2026-03-08T12:59:59.999Z'));
    expect(jobOptions('notify.reminder', { kind: 'streak_reminder', hour: '2026-03-08T12' }).jobId).toBe('reminder-streak_reminder-2026-03-08T12');
  });
});
