import { describe, expect, it } from 'vitest';
import { realise } from '../../../../src/local/grammar/realise';
import { phrase } from '../../../../src/local/grammar/types';
import { en as rating } from '../../../../src/local/languages/en/rating';
import { en as words } from '../../../../src/local/languages/en/chat-words';
import { en as sentences } from '../../../../src/local/languages/en/styling-sentences';
import { agreement, grammar } from '../../../../src/local/languages/en/grammar';

// Expected sentences as an English editor writes them: compound and plural subjects take plural verbs.
describe('en: golden sentences', () => {
  it('a phrase is plural when it coordinates or its head noun is plural', () => {
    expect(agreement('black and brown').plural).toBe(true);
    expect(agreement('burgundy ballet flats').plural).toBe(true);
    expect(agreement('dark jeans').plural).toBe(true);
    expect(agreement('navy dress').plural).toBe(false);
    expect(agreement('white shirt with a navy blazer').plural).toBe(false);
  });

  it('verbs agree with compound and plural subjects', () => {
    const accent = rating.phrases['harmony.neutral-accent'][1]!;
    expect(realise(accent, { base: phrase('Black and brown', { gender: 'm', plural: true }), accent: phrase('wine and rust', { gender: 'm', plural: true }) }, grammar))
      .toBe('Black and brown anchor the look and wine and rust give it a focal point.');
    expect(realise(accent, { base: phrase('Navy', { gender: 'm', plural: false }), accent: phrase('rust', { gender: 'm', plural: false }) }, grammar))
      .toBe('Navy anchors the look and rust gives it a focal point.');
    const best = words.phrases['pick.best'][0]!;
    expect(realise(best, { base: 'navy chinos', best: 'burgundy ballet flats', occasion: 'a date' }, grammar)).toBe('With your navy chinos, the burgundy ballet flats are the strongest choice for a date.');
    expect(realise(best, { base: 'navy chinos', best: 'white shirt', occasion: 'work' }, grammar)).toBe('With your navy chinos, the white shirt is the strongest choice for work.');
  });

  it('the generator’s honest note agrees with the pieces', () => {
    expect(sentences.honest(['cargo trousers'], (items) => items.join(' and '))).toMatch(/so the cargo trousers are the closest fit/);
    expect(sentences.honest(['linen shirt'], (items) => items.join(' and '))).toMatch(/so the linen shirt is the closest fit/);
  });
});
