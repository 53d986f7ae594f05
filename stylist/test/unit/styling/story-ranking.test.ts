import { describe, expect, it } from 'vitest';
import type { StylingOccasionId } from '@fitrater/contracts';
import type { ColourId } from '../../../src/local/colour/names';
import { storiesFor } from '../../../src/local/styling/palette';
import { jitter, readTaste, type Taste } from '../../../src/local/styling/taste';
import { rankedStories } from '../../../src/local/styling/story-ranking';
import type { StylingProfile } from '../../../src/styling';

const profile = (preferredColors: string[], bestOutfits: StylingProfile['bestOutfits'] = []): StylingProfile =>
  ({ preferredStyles: [], avoidedStyles: [], preferredColors, budgetRange: null, lifestyle: null, bestOutfits });

/** Every story's value worked out, then a stable sort: what the lazy ranking must give. */
function fullySorted(occasion: StylingOccasionId, taste: Taste, seed: string) {
  const like = (c: ColourId | null) => (c ? Math.min(2, taste.likedColours.get(c) ?? 0) : 0);
  return storiesFor(occasion)
    .map((s) => ({ s, v: s.score + 0.35 * (like(s.base) + like(s.second) + like(s.accent)) + 0.5 * jitter(seed, `${s.base}/${s.second}/${s.accent}`) }))
    .sort((a, b) => b.v - a.v)
    .map((x) => x.s);
}

function firstOf(occasion: StylingOccasionId, taste: Taste, seed: string, count: number) {
  const out = [];
  for (const story of rankedStories(occasion, taste, seed)) {
    out.push(story);
    if (out.length === count) break;
  }
  return out;
}

describe('colour stories ranked lazily', () => {
  const tastes = [
    profile([]),
    profile(['navy', 'red', 'camel'], [{ text: 'black blazer and white shirt', overallRating: 9 } as StylingProfile['bestOutfits'][number]]),
    profile(['olive', 'olive', 'mustard']),
  ].map(readTaste);
  const occasions: StylingOccasionId[] = ['business-meeting', 'date-night', 'beach-pool'];

  it('come in the order of the full sort, taste and seed included, however many are taken', () => {
    for (const occasion of occasions) {
      for (const taste of tastes) {
        for (const seed of ['a', 'seed-2', 'rating-77:1']) {
          const expected = fullySorted(occasion, taste, seed);
          expect(firstOf(occasion, taste, seed, 400)).toEqual(expected.slice(0, 400));
          expect(firstOf(occasion, taste, seed, 2)).toEqual(expected.slice(0, 2));
        }
      }
    }
  });

  it('yields every story of the occasion once when taken to the end', () => {
    const all = [...rankedStories('brunch', tastes[1]!, 'end')];
    expect(all).toEqual(fullySorted('brunch', tastes[1]!, 'end'));
  });
});
