import { describe, expect, it } from 'vitest';
import { LANGUAGES, STYLING_OCCASION_IDS, WEATHER_IDS, type Language } from '@fitrater/contracts';
import { GARMENTS } from '../../../src/knowledge';
import { GARMENT_NAMES } from '../../../src/local/styling/garment-names';
import { adviseOn } from '../../../src/local/styling/advice';
import { combineOutfits } from '../../../src/local/styling/combiner';
import { planOutfit, writeOutfit, type Pick } from '../../../src/local/styling/generator';
import type { GenerateInput, RatedOutfit, StylingProfile } from '../../../src/styling';

const EMPTY: StylingProfile = { preferredStyles: [], avoidedStyles: [], preferredColors: [], budgetRange: null, lifestyle: null, bestOutfits: [] };
/**
 * The table name, whole, in the text; the Romance languages may place the agreeing colour inside it
 * ('blusa [burdeos] de seda'), so up to three words may stand between two words of the name; German
 * adjectives before the noun may carry another case ending.
 */
const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const named = (name: string, language?: Language) => new RegExp(name.toLowerCase().split(' ').map((w, i, all) =>
  // German adjectives before the noun take the ending their article asks for ('der wattierte Parka' for 'wattierter Parka').
  (language === 'de' && i < all.length - 1 && /^\p{Ll}+(?:e|er|es|en)$/u.test(name.split(' ')[i]!) ? `${escape(w.replace(/(?:er|es|en|e)$/u, ''))}(?:e|er|es|en)` : escape(w))).join('(?: \\S+){0,3} '), 'u');
const OTHERS = LANGUAGES.filter((l): l is Exclude<Language, 'en'> => l !== 'en');
/** The script each language is written in: a name in another script is an untranslated English copy. */
const SCRIPT: Partial<Record<Language, RegExp>> = { zh: /\p{Script=Han}/u, ja: /[\p{Script=Katakana}\p{Script=Hiragana}\p{Script=Han}]/u, ko: /\p{Script=Hangul}/u, ar: /\p{Script=Arabic}/u };
/** Words that stay English in every shop (brands of shape, loanwords), so a name made only of them may equal the English. */
const LOANWORDS = /^(bikini|trench|trench coat|cardigan|hoodie|bomber|peacoat|espadrilles|sweatshirt|clutch|jumpsuit|leggings|slingbacks|kitten heels|duck boots|combat boots|sarong|field jacket|mules|tracksuit|chinos|barrel-jeans)$/i;

describe('garment names in every language', () => {
  it('every table names every garment of the knowledge base, in its own script, not as an English copy', () => {
    for (const language of OTHERS) {
      const table = GARMENT_NAMES[language];
      expect(Object.keys(table).sort(), language).toEqual(GARMENTS.map((g) => g.id).sort());
      const copies = GARMENTS.filter((g) => table[g.id].toLowerCase() === g.name.toLowerCase() && !LOANWORDS.test(g.name));
      expect(copies.map((g) => g.id), `${language}: English copies`).toEqual([]);
      const script = SCRIPT[language];
      if (script) expect(GARMENTS.filter((g) => !script.test(table[g.id])).map((g) => g.id), `${language}: not in its script`).toEqual([]);
    }
  });

  it('the generator writes each planned garment with its table name, and no English garment name, in all ten languages', { timeout: 120_000 }, () => {
    // Two weathers per occasion (one of them cold or rainy, which add the footwear sentences), each language in turn.
    const cases = STYLING_OCCASION_IDS.flatMap((occasion, i) => [WEATHER_IDS[i % WEATHER_IDS.length]!, i % 2 ? 'rainy' as const : 'cold-winter' as const]
      .map((weather) => ({ occasion, weather, language: LANGUAGES[i % LANGUAGES.length]! })));
    for (const language of LANGUAGES) {
      for (const c of cases.filter((_, j) => j % 3 === LANGUAGES.indexOf(language) % 3)) {
        const input: GenerateInput = { occasion: c.occasion, weather: c.weather, bodyType: 'pear', profile: EMPTY, language, seed: `${c.occasion}-${c.weather}` };
        const plan = planOutfit(input);
        const answer = writeOutfit(plan, input);
        const text = [answer.outfit.top, answer.outfit.bottom, answer.outfit.footwear, answer.outfit.accessories, answer.weather_considerations].join(' | ').toLowerCase();
        const picks = [plan.top, plan.bottom, plan.dress, plan.outer, plan.shoes, ...plan.accessories].filter((p): p is Pick => p !== null);
        for (const p of picks) {
          const name = language === 'en' ? p.garment.name : GARMENT_NAMES[language][p.garment.id];
          expect(text, `${language} ${c.occasion}/${c.weather}: ${p.garment.id}`).toMatch(named(name, language));
          if (language !== 'en' && !LOANWORDS.test(p.garment.name) && name.toLowerCase() !== p.garment.name.toLowerCase()) {
            expect(text, `${language} ${c.occasion}/${c.weather}: English "${p.garment.name}"`).not.toContain(p.garment.name.toLowerCase());
          }
        }
        if (language !== 'en') expect(answer.outfit.accessories).not.toBe('Keep accessories minimal');
      }
    }
  });

  it('per-rating advice recommends replacements by their table names in every language', () => {
    const part = (rating: number, description: string) => ({ status: 'visible' as const, rating, description });
    const outfit: RatedOutfit = {
      ratingId: 'r1', overallRating: 5.9, occasion: 'work', description: null, text: '',
      components: { top: part(5.1, 'x'), bottom: part(5.4, 'y'), footwear: part(4.8, 'z'), accessories: part(5, 'w') },
    };
    for (const language of LANGUAGES) {
      const advice = adviseOn({ outfit, description: null, occasion: 'work', profile: EMPTY, language, seed: 's' });
      // One replacement per part, from separates (a dress cannot replace a top and a bottom at once).
      const plan = planOutfit({ occasion: 'business-meeting', weather: 'mild-spring', bodyType: null, profile: EMPTY, language, seed: 's' }, { separates: true });
      const text = [advice.top, advice.bottom, advice.shoes, advice.accessories].map((a) => a.recommendation).join(' | ').toLowerCase();
      expect(plan.dress).toBeNull();
      for (const p of [plan.top, plan.bottom, plan.shoes, plan.accessories[0]].filter((x): x is Pick => !!x)) {
        const name = language === 'en' ? p.garment.name : GARMENT_NAMES[language][p.garment.id];
        expect(text, `${language}: ${p.garment.id}`).toMatch(named(name));
        if (language !== 'en' && !LOANWORDS.test(p.garment.name)) expect(text, `${language}: English ${p.garment.name}`).not.toContain(p.garment.name.toLowerCase());
      }
    }
  });

  it('the combiner frames the member\'s own pieces in their language', () => {
    const part = (rating: number, description: string) => ({ status: 'visible' as const, rating, description });
    const outfit = (id: string, overall: number): RatedOutfit => ({
      ratingId: id, overallRating: overall, occasion: 'date', description: null, text: '',
      components: { top: part(8.2, 'Weißes Hemd'), bottom: part(8, 'Dunkle Jeans'), footwear: part(7.9, 'Braune Stiefel'), accessories: { status: 'not_assessable', rating: null, description: 'Nichts zu sehen' } },
    });
    const english = combineOutfits({ occasion: 'date-night', outfits: [outfit('a', 8.4), outfit('b', 8.1)], profile: EMPTY, language: 'en', seed: 's' });
    for (const language of OTHERS) {
      const combo = combineOutfits({ occasion: 'date-night', outfits: [outfit('a', 8.4), outfit('b', 8.1)], profile: EMPTY, language, seed: 's' });
      expect(combo.top).toBe('Weißes Hemd');
      expect(combo.accessories, language).not.toBe(english.accessories);
      expect(combo.styling_notes, language).not.toMatch(/Built from|rated 7 or more|stay in harmony|A date|For a date/);
    }
  });
});
