import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';
import { packFor } from '../../../src/local/i18n/packs';
import type { PhraseKey } from '../../../src/local/i18n/types';
import type { ColourId } from '../../../src/local/colour/names';
import type { GarmentId } from '../../../src/local/lexicon/garments';

/**
 * Burgundy with black and gold, red with silver: one colour worn with neutrals. A stylist says the colour leads and
 * the neutrals keep it quiet; "the palette stays in one family (burgundy, black and gold)" calls black and gold
 * shades of burgundy.
 */
const rater = createLocalRater();

function templatePattern(template: string): RegExp {
  return new RegExp(template.split(/\{[^}]*\}/u).map((p) => p.replace(/[.*+?^$()|[\]\\]/gu, '\\$&')).join('.+?'), 'iu');
}
const says = (language: Language, key: PhraseKey, text: string) => packFor(language).phrases[key].some((t) => templatePattern(t).test(text));

function described(language: Language, pieces: readonly (readonly [GarmentId, ColourId])[]): string {
  const pack = packFor(language);
  return pack.list(pieces.map(([g, c]) => pack.garmentIn(pack.garments[g], pack.colours[c])));
}

describe('one colour worn with neutrals is not "one family"', () => {
  it.each(LANGUAGES.map((l) => [l] as const))('%s: a burgundy dress with black heels and a gold clutch', async (language) => {
    const description = described(language, [['dress', 'burgundy'], ['heels', 'black'], ['clutch', 'gold']]);
    const answer = await rater.rate({ image: null, description, occasion: 'wedding', customOccasion: null, language });
    const text = `${answer.summary} ${answer.feedback}`;
    expect(says(language, 'harmony.monochrome', text), text).toBe(false);
    expect(says(language, 'harmony.colourOnNeutrals', text), text).toBe(true);
  });

  it('English, word for word', async () => {
    const answer = await rater.rate({ image: null, description: 'burgundy dress with black heels and a gold clutch', occasion: 'wedding', customOccasion: null, language: 'en' });
    expect(answer.summary).toContain('One colour (burgundy) sets the tone, with quiet neutrals (black and gold) beside it: calm and cohesive.');
    expect(answer.feedback).toContain('Burgundy carries the look and black and gold keep it quiet: a calm, deliberate palette.');
  });

  it('a tonal palette without neutrals stays one family', async () => {
    const answer = await rater.rate({ image: null, description: 'navy blazer, navy trousers and navy loafers', occasion: 'work', customOccasion: null, language: 'en' });
    expect(`${answer.summary} ${answer.feedback}`).not.toMatch(/quiet neutrals|keeps? it quiet/u);
  });
});
