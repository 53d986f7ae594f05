import { describe, expect, it } from 'vitest';
import { strongestGroup } from '../../../src/ratings/insights.service';

const mean = (xs: number[]) => Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10;

describe('the strongest occasion insight never contradicts the others', () => {
  it('is not claimed for a group that another group out-scores, however few ratings that one has', () => {
    // Two celebration looks at 5.4 beside one work look at 8.5: "strongest at celebration" would be false.
    const rows = [{ occasion: 'party' as const, score: 5.2 }, { occasion: 'wedding' as const, score: 5.6 }, { occasion: 'work' as const, score: 8.5 }];
    expect(strongestGroup(rows, mean(rows.map((r) => r.score)))).toBeNull();
  });

  it('names the best average with at least two ratings behind it', () => {
    const rows = [
      { occasion: 'work' as const, score: 8.4 }, { occasion: 'interview' as const, score: 8.6 },
      { occasion: 'party' as const, score: 5.2 }, { occasion: 'wedding' as const, score: 5.6 }, { occasion: 'casual' as const, score: 6 },
    ];
    expect(strongestGroup(rows, mean(rows.map((r) => r.score)))).toMatchObject({ g: 'work', n: 2 });
  });

  it('is not claimed from a single rating, nor below the member\'s own average', () => {
    const one = [{ occasion: 'work' as const, score: 9 }, { occasion: 'party' as const, score: 4 }, { occasion: 'casual' as const, score: 4.5 }];
    expect(strongestGroup(one, mean(one.map((r) => r.score)))).toBeNull();
    const flat = [{ occasion: 'work' as const, score: 6 }, { occasion: 'work' as const, score: 6 }, { occasion: 'party' as const, score: 6 }, { occasion: 'party' as const, score: 6 }];
    expect(strongestGroup(flat, 6)).toBeNull();
  });
});
