// Owned by the engineer fixing the ar prose (CJK/Arabic); the harness is shared (../../support/).
import { describe, expect, it } from 'vitest';
import { ADDRESS_FORMS, type AddressForm } from '@fitrater/contracts';
import { catalogueTrends } from '../../../src/local/styling/trends';
import { personaliseTrend } from '../../../src/local/styling/insights';
import { AR_FEMININE, AR_MASCULINE, AR_PLURAL } from '../../support/prose-checks-cjk-ar';
import { proseProblems } from '../../support/prose-checks';
import type { StylingProfile } from '../../../src/styling';
import { describeProse } from '../../support/prose-suite';

describeProse('ar');

/** The words that address the member in each form ('neutral' is the plural of politeness). */
const FORM_WORDS: Record<AddressForm, RegExp> = { neutral: AR_PLURAL, feminine: AR_FEMININE, masculine: AR_MASCULINE };

describe('ar: trend insights speak in the form the member chose', () => {
  const profiles: (StylingProfile & { sustainabilityPref?: boolean })[] = [
    { preferredStyles: [], avoidedStyles: [], preferredColors: [], budgetRange: null, lifestyle: null, bestOutfits: [] },
    { preferredStyles: ['minimal'], avoidedStyles: ['boho'], preferredColors: ['navy'], budgetRange: 'mid-range', lifestyle: null, bestOutfits: [], sustainabilityPref: true },
  ];
  for (const form of ADDRESS_FORMS) {
    it(`${form}: every insight line addresses the member in that form only, and passes every Arabic check but the neutral one`, () => {
      const texts: string[] = [];
      for (const season of ['spring', 'summer', 'fall', 'winter'] as const) {
        for (const trend of catalogueTrends({ season, timeframe: 'current', now: new Date(Date.UTC(2026, 5, 1)), language: 'en' })) {
          for (const profile of profiles) {
            const i = personaliseTrend({ ...trend, tags: [...trend.tags], colors: [...trend.colors], occasions: [...trend.occasions] }, profile, 'ar', form);
            texts.push(i.personalizedDescription, ...i.howToWear, ...i.shoppingTips, ...i.budgetFriendlyOptions);
          }
        }
      }
      const others = ADDRESS_FORMS.filter((f) => f !== form).map((f) => FORM_WORDS[f]);
      const wrong = texts.filter((t) => others.some((r) => r.test(t)));
      expect(wrong.slice(0, 5)).toEqual([]);
      expect(texts.filter((t) => FORM_WORDS[form].test(t)).length, form).toBeGreaterThan(texts.length / 4);
      const problems = texts.flatMap((t) => proseProblems('ar', t).filter((p) => !p.startsWith('genderedInNeutral')));
      expect(problems.slice(0, 5)).toEqual([]);
    });
  }
});
