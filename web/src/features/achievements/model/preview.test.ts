import { describe, expect, it } from 'vitest';
import { badgePreview, orderBadges, type BadgeLike } from './preview';

const badge = (id: string, patch: Partial<BadgeLike> = {}): BadgeLike => ({ id, isUnlocked: false, unlockedAt: null, progress: 0, maxProgress: 10, ...patch });

describe('achievement badges preview', () => {
  it('shows everything and no "+N" up to six badges', () => {
    expect(badgePreview([]).more).toBe(0);
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => badge(id));
    expect(badgePreview(six)).toEqual({ shown: six, more: 0 });
  });

  it('shows the first six, then "+N more badges"', () => {
    const eight = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) => badge(id));
    const { shown, more } = badgePreview(eight);
    expect(shown).toHaveLength(6);
    expect(more).toBe(2);
    expect(badgePreview([...eight, badge('i')]).more).toBe(3);
    expect(badgePreview(eight.slice(0, 7)).more).toBe(1);
  });

  it('puts unlocked badges first, newest first, then the locked ones closest to done', () => {
    const ordered = orderBadges([
      badge('locked-low', { progress: 1 }),
      badge('old', { isUnlocked: true, unlockedAt: '2026-01-01T00:00:00Z', progress: 10 }),
      badge('locked-high', { progress: 8 }),
      badge('new', { isUnlocked: true, unlockedAt: '2026-03-01T00:00:00Z', progress: 10 }),
      badge('no-target', { maxProgress: 0 }),
    ]);
    expect(ordered.map((b) => b.id)).toEqual(['new', 'old', 'locked-high', 'locked-low', 'no-target']);
  });

  it('an unlocked badge never falls behind the "+N" while a locked one is shown', () => {
    const list = [...['a', 'b', 'c', 'd', 'e', 'f'].map((id) => badge(id, { progress: 9 })), badge('won', { isUnlocked: true, unlockedAt: '2026-02-02T00:00:00Z' })];
    expect(badgePreview(list).shown[0]!.id).toBe('won');
  });
});
