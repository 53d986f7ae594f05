import { describe, expect, it } from 'vitest';
import { milestoneFacts, milestoneFor, type MilestoneOutfit } from './milestones';

const NOW = new Date(2026, 4, 20, 12); // 20 May 2026, local time
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const outfit = (id: string, created: Date, score: number | null): MilestoneOutfit => ({ id, createdAt: created.toISOString(), score });

function labels(outfits: MilestoneOutfit[]) {
  const facts = milestoneFacts(outfits);
  return Object.fromEntries(outfits.map((o) => [o.id, milestoneFor(o, facts, NOW)?.key ?? null]));
}

describe('history milestone labels', () => {
  it('the oldest outfit is the first, whatever its score', () => {
    expect(labels([outfit('a', daysAgo(2), 9.8), outfit('b', daysAgo(1), 5)])).toEqual({ a: 'first', b: null });
  });

  it('a single outfit is the first one, not the best', () => {
    expect(labels([outfit('only', daysAgo(0), 9.5)])).toEqual({ only: 'first' });
  });

  it('the highest-rated look this month vs the all-time best', () => {
    expect(labels([outfit('first', daysAgo(60), 5), outfit('best', daysAgo(3), 8.2), outfit('c', daysAgo(1), 7)]).best).toBe('bestThisMonth');
    expect(labels([outfit('first', daysAgo(90), 5), outfit('best', daysAgo(40), 8.2), outfit('c', daysAgo(1), 7)]).best).toBe('bestAllTime');
  });

  it('the best needs at least 8 to be labelled as such', () => {
    const result = labels([outfit('first', daysAgo(90), 5), outfit('best', daysAgo(3), 7.9), outfit('old', daysAgo(30), 6)]);
    expect(result).toEqual({ first: 'first', best: null, old: 'throwback' });
  });

  it("8.5 or more this month is the month's style star (when not the best)", () => {
    const result = labels([outfit('first', daysAgo(60), 5), outfit('best', daysAgo(2), 9.4), outfit('star', daysAgo(5), 8.5)]);
    expect(result.star).toBe('starThisMonth');
  });

  it('8.5 or more in an earlier month is the top style of that month', () => {
    const outfits = [outfit('first', daysAgo(200), 5), outfit('best', daysAgo(2), 9.4), outfit('march', new Date(2026, 2, 10), 8.7)];
    const facts = milestoneFacts(outfits);
    expect(milestoneFor(outfits[2]!, facts, NOW)).toEqual({ key: 'topOfMonth', month: new Date(2026, 2, 1) });
  });

  it('older than 14 days is a throwback; 14 days or newer has no label', () => {
    const result = labels([outfit('first', daysAgo(100), 5), outfit('best', daysAgo(1), 9), outfit('t15', daysAgo(15), 7), outfit('t14', daysAgo(14), 7), outfit('t1', daysAgo(1), 6)]);
    expect(result).toEqual({ first: 'first', best: 'bestThisMonth', t15: 'throwback', t14: null, t1: null });
  });

  it('priority: first beats best, best beats star, star beats throwback', () => {
    // The oldest is also the best: it stays the first outfit, and nobody else becomes the best.
    expect(labels([outfit('a', daysAgo(40), 9.9), outfit('b', daysAgo(30), 9)])).toEqual({ a: 'first', b: 'topOfMonth' });
    // An 8.5+ from last month older than 14 days is a top style, not a throwback.
    expect(labels([outfit('a', daysAgo(90), 5), outfit('b', daysAgo(1), 9.5), outfit('c', daysAgo(30), 8.6)]).c).toBe('topOfMonth');
  });

  it('ties for the best score go to the most recent outfit', () => {
    const result = labels([outfit('first', daysAgo(90), 4), outfit('older', daysAgo(50), 9), outfit('newer', daysAgo(2), 9)]);
    expect(result.newer).toBe('bestThisMonth');
    expect(result.older).toBe('topOfMonth');
  });

  it('ties for the oldest go to the smaller id; unscored outfits can be the first but never the best', () => {
    const when = daysAgo(20);
    expect(milestoneFacts([outfit('b', when, 7), outfit('a', when, 6)]).oldestId).toBe('a');
    expect(milestoneFacts([outfit('x', daysAgo(3), null), outfit('y', daysAgo(1), 8)])).toEqual({ oldestId: 'x', bestId: 'y' });
    expect(milestoneFacts([])).toEqual({ oldestId: null, bestId: null });
  });

  it('"this month" is the calendar month, not the last 30 days', () => {
    const endOfApril = new Date(2026, 3, 30, 22);
    const outfits = [outfit('first', daysAgo(120), 5), outfit('best', daysAgo(1), 9.6), outfit('april', endOfApril, 8.8)];
    expect(labels(outfits).april).toBe('topOfMonth');
    const early = new Date(2026, 4, 1, 0, 30);
    expect(labels([outfit('first', daysAgo(120), 5), outfit('best', daysAgo(1), 9.6), outfit('may', early, 8.8)]).may).toBe('starThisMonth');
  });
});
