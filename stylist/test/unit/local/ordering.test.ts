import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RatingOccasion } from '@fitrater/contracts';
import { createLocalStylist } from '../../../src/local';
import { drawOutfit } from './draw';

interface Outfit { description?: string; blocks?: string[] }
interface Pair { id: string; occasion: RatingOccasion; customOccasion?: string; better: Outfit; worse: Outfit }

const { pairs } = JSON.parse(readFileSync(new URL('./ordering-pairs.json', import.meta.url), 'utf8')) as { pairs: Pair[] };
const stylist = createLocalStylist();

async function score(o: Outfit, p: Pair): Promise<number> {
  const image = o.blocks ? await drawOutfit(o.blocks, { background: '#e9e6e1' }) : null;
  const answer = await stylist.rate({ image, description: o.description ?? null, occasion: p.occasion, customOccasion: p.customOccasion ?? null, language: 'en' });
  return answer.overallRating;
}

describe('local stylist: ordering pairs', () => {
  it(`prefers the stylist's choice in at least 90% of ${pairs.length} pairs`, async () => {
    const wrong: string[] = [];
    for (const p of pairs) {
      const [b, w] = [await score(p.better, p), await score(p.worse, p)];
      if (!(b > w)) wrong.push(`${p.id}: better ${b} <= worse ${w}`);
    }
    const accuracy = 1 - wrong.length / pairs.length;
    console.info(`ordering accuracy ${(accuracy * 100).toFixed(1)}% (${pairs.length - wrong.length}/${pairs.length})`, wrong);
    expect(pairs.length).toBeGreaterThanOrEqual(30);
    expect(accuracy).toBeGreaterThanOrEqual(0.9);
    // Some 70 ratings with drawn photos: seconds on a busy 2-core machine, so more than the 5 s default.
  }, 60_000);
});
