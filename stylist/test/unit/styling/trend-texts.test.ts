import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@fitrater/contracts';
import { STYLE_TIPS, TREND_CATALOGUE, TREND_TAGS } from '../../../src/knowledge';
import { personaliseTrend } from '../../../src/local/styling/insights';
import { TIP_TEXTS, localTipOfDay } from '../../../src/local/styling/tip-texts';
import { TREND_TAG_WORDS, TREND_TEXTS, trendText } from '../../../src/local/styling/trend-names';
import { catalogueTrends } from '../../../src/local/styling/trends';
import type { StylingProfile } from '../../../src/styling';

const OTHERS = LANGUAGES.filter((l): l is Exclude<Language, 'en'> => l !== 'en');
const SCRIPT: Partial<Record<Language, RegExp>> = { zh: /\p{Script=Han}/u, ja: /[\p{Script=Katakana}\p{Script=Hiragana}\p{Script=Han}]/u, ko: /\p{Script=Hangul}/u, ar: /\p{Script=Arabic}/u };
const inScript = (language: Language, text: string) => SCRIPT[language]?.test(text) ?? true;
const PROFILE: StylingProfile & { sustainabilityPref: boolean } = {
  preferredStyles: ['tailored'], avoidedStyles: ['boho'], preferredColors: ['navy'], budgetRange: 'mid-range', lifestyle: null, bestOutfits: [], sustainabilityPref: false,
};

describe('trends and tips in every language', () => {
  it('every language names and describes every catalogue trend, and has every tip, in its own words', () => {
    for (const language of OTHERS) {
      expect(Object.keys(TREND_TEXTS[language]).sort(), language).toEqual(TREND_CATALOGUE.map((t) => t.slug).sort());
      for (const t of TREND_CATALOGUE) {
        const [name, description] = TREND_TEXTS[language][t.slug];
        expect(description, `${language} ${t.slug}`).not.toBe(t.description);
        expect(description.length, `${language} ${t.slug}`).toBeGreaterThan(10);
        expect(inScript(language, name) && inScript(language, description), `${language} ${t.slug} script`).toBe(true);
      }
      // Loanwords ("Mocha mousse", "Clogs", German "Kitten Heels") may keep the English name; most names are translated.
      const sameNames = TREND_CATALOGUE.filter((t) => TREND_TEXTS[language][t.slug][0].toLowerCase() === t.name.toLowerCase());
      expect(sameNames.length, `${language}: ${sameNames.map((t) => t.slug).join(', ')}`).toBeLessThanOrEqual(6);
      expect(Object.keys(TIP_TEXTS[language]).sort(), language).toEqual(Object.keys(STYLE_TIPS).sort());
      expect(Object.keys(TREND_TAG_WORDS[language]).sort(), language).toEqual([...TREND_TAGS].sort());
      const tagWords = Object.values(TREND_TAG_WORDS[language]);
      expect(tagWords.filter((w) => !inScript(language, w) && !/^\d/.test(w)), `${language} tags script`).toEqual([]);
      expect(new Set(tagWords).size, `${language}: two tags share a word`).toBeGreaterThanOrEqual(TREND_TAGS.length - 2);
      for (const [id, tip] of Object.entries(STYLE_TIPS)) {
        const text = TIP_TEXTS[language][id as keyof typeof STYLE_TIPS];
        expect(text, `${language} ${id}`).not.toBe(tip.text);
        expect(inScript(language, text), `${language} ${id} script`).toBe(true);
      }
    }
  });

  it('the local engine\'s trends carry the table\'s name and description in each language (English from the catalogue)', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const en = catalogueTrends({ season: 'fall', timeframe: 'current', now, language: 'en' });
    expect(en.length).toBeGreaterThan(3);
    for (const t of en) expect(t).toMatchObject({ name: TREND_CATALOGUE.find((c) => c.slug === t.slug)!.name });
    for (const language of OTHERS) {
      const trends = catalogueTrends({ season: 'fall', timeframe: 'current', now, language });
      expect(trends.map((t) => t.slug)).toEqual(en.map((t) => t.slug));
      for (const t of trends) {
        expect([t.name, t.description], `${language} ${t.slug}`).toEqual([...TREND_TEXTS[language][t.slug as keyof typeof TREND_TEXTS.de]]);
        const english = TREND_CATALOGUE.find((c) => c.slug === t.slug)!.tags;
        expect(t.tags, `${language} ${t.slug} tags`).toEqual(english.map((tag) => TREND_TAG_WORDS[language][tag]));
      }
    }
    // A trend the AI engine wrote is not in the catalogue and keeps its own words.
    const written = { slug: 'openai-0123456789abcdef', name: 'Neon tailoring', description: 'Suits in acid tones.', tags: ['neon'] };
    expect(trendText(written, 'de')).toEqual(written);
  });

  it('the tip of the day is the same tip for everyone, in each language', () => {
    const day = new Date('2026-11-23T08:00:00Z');
    const en = localTipOfDay(day, 'en');
    for (const language of OTHERS) {
      const tip = localTipOfDay(day, language);
      expect(tip.category).toBe(en.category);
      expect(tip.date).toBe('2026-11-23');
      expect(Object.values(TIP_TEXTS[language])).toContain(tip.text);
      expect(tip.text).not.toBe(en.text);
    }
  });

  it('personalised insights (description, how to wear, shopping tips, budget options) are written in the member\'s language', () => {
    const catalogue = TREND_CATALOGUE.find((t) => t.slug === 'soft-tailoring')!;
    const trend = { ...catalogue, occasions: [...catalogue.occasions] };
    const en = personaliseTrend(trend, PROFILE, 'en');
    expect(en.budgetFriendlyOptions[0]).toMatch(/\$50 and \$200/);
    for (const language of OTHERS) {
      const insight = personaliseTrend(trend, PROFILE, language);
      // Relevance does not depend on the language it is written in.
      expect(insight.relevanceScore, language).toBe(en.relevanceScore);
      expect(insight.personalizedDescription.startsWith(TREND_TEXTS[language]['soft-tailoring'][1]), language).toBe(true);
      const english = new Set([...en.howToWear, ...en.shoppingTips, ...en.budgetFriendlyOptions]);
      for (const line of [...insight.howToWear, ...insight.shoppingTips, ...insight.budgetFriendlyOptions]) {
        expect(english.has(line), `${language}: "${line}"`).toBe(false);
        expect(inScript(language, line), `${language}: "${line}"`).toBe(true);
      }
      expect(insight.personalizedDescription).not.toMatch(/For you|Try it in one piece/);
    }
  });
});
