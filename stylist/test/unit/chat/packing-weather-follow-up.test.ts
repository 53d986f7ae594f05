import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { talk } from '../../support/chat-talk';

/**
 * "What about rain?" after a packing question asks for the same suitcase packed for rain as well: the answer is still the
 * trip's capsule, with what the rain adds, not a weekend look.
 */
describe('weather asked after a packing question', () => {
  it.each<[Language, string, string, RegExp, RegExp]>([
    ['en', 'packing for 5 days in Lisbon in October, what should I bring?', 'what about rain?', /pack/u, /rain/u],
    ['de', 'ich fahre eine Woche nach London, was soll ich einpacken?', 'und wenn es regnet?', /Koffer|ein(?:zu)?packen|Packen|packen/u, /Regen/u],
    // 下雨怎么办 ("and if it rains, what then?") puts a condition to the last answer.
    ['zh', '去三亚旅游五天，带什么衣服？', '下雨怎么办？', /旅行/u, /雨/u],
  ])('%s: "%s" then "%s"', async (language, packing, weather, capsule, rain) => {
    const [, reply] = await talk(language, packing, weather);
    expect(reply).toMatch(capsule);
    expect(reply).toMatch(rain);
  });
});
