import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedOutfit, StylingRequest, Trend } from '@fitrater/contracts';
import { GARMENT_NAMES, TIP_TEXTS, TREND_TAG_WORDS, TREND_TEXTS, knowledge } from '@fitrater/stylist';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp } from '../../client';
import { connectEvents } from '../../realtime-client';
import { grantPremium } from './fixtures';

const { GARMENTS, TREND_CATALOGUE } = knowledge;

let stack: TestStack;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  stack = await startTestStack();
  http = httpClient(stack);
});
afterAll(async () => stack?.close());

async function memberIn(language: 'de' | 'ja') {
  const account = await signUp(stack);
  await grantPremium(stack, account.userId);
  const patched = await http.request('PATCH', '/api/user/profile', { body: { language }, token: account.token });
  expect(patched.status).toBe(200);
  return account;
}

const doneOf = (requestId: string) => (e: { data: unknown }) => (e.data as { requestId: string }).requestId === requestId;

describe('a member whose language is not English gets the local stylist\'s answers in it', () => {
  for (const language of ['de', 'ja'] as const) {
    it(`${language}: the generated outfit names its garments from the ${language} table, with no English garment name`, async () => {
      const account = await memberIn(language);
      const events = await connectEvents(stack.url, account.token);
      const res = await http.post('/api/premium/outfit-suggestion', { occasion: 'business-meeting', weather: 'cold-winter' }, account.token);
      expect(res.status).toBe(202);
      const done = await events.next('styling.done', doneOf(res.body.requestId), 20_000);
      const outfit = (done.data as { result: StylingRequest }).result.result as GeneratedOutfit;
      const pieces = [outfit.outfit.top, outfit.outfit.bottom, outfit.outfit.footwear, outfit.outfit.accessories].join(' | ');
      const table = GARMENT_NAMES[language];
      // Every piece is made of garment names from the language's table…
      const named = GARMENTS.filter((g) => pieces.includes(table[g.id]));
      expect(named.length, pieces).toBeGreaterThanOrEqual(4);
      // …and no English garment name of the knowledge base appears (nor the English notes).
      const english = GARMENTS.filter((g) => g.name.length > 8 && pieces.toLowerCase().includes(g.name.toLowerCase()) && table[g.id].toLowerCase() !== g.name.toLowerCase());
      expect(english.map((g) => g.name)).toEqual([]);
      expect(outfit.weather_considerations).not.toMatch(/cold|legs|feet/i);
      if (language === 'ja') expect(pieces).toMatch(/[\p{Script=Katakana}\p{Script=Han}]/u);
      events.close();
    });

    it(`${language}: trends, the tip of the day and a personalised insight come in ${language}`, async () => {
      const account = await memberIn(language);
      const current = (await http.get('/api/trends/current', account.token)).body.trends as Trend[];
      expect(current.length).toBeGreaterThan(0);
      for (const t of current) {
        const catalogue = TREND_CATALOGUE.find((c) => c.slug === t.slug)!;
        expect([t.name, t.description]).toEqual([...TREND_TEXTS[language][catalogue.slug]]);
        expect(t.tags).toEqual(catalogue.tags.map((tag) => TREND_TAG_WORDS[language][tag]));
      }
      const all = (await http.get('/api/trends', account.token)).body.trends as Trend[];
      expect(all.every((t) => t.description !== TREND_CATALOGUE.find((c) => c.slug === t.slug)?.description)).toBe(true);
      const tip = (await http.get('/api/trends/style-tip', account.token)).body.tip;
      expect(Object.values(TIP_TEXTS[language])).toContain(tip.text);
      const insight = (await http.post(`/api/trends/${current[0]!.id}/personalize`, undefined, account.token)).body;
      expect(insight.trend.name).toBe(current[0]!.name);
      expect(insight.personalizedDescription.startsWith(current[0]!.description)).toBe(true);
      expect([...insight.howToWear, ...insight.shoppingTips, ...insight.budgetFriendlyOptions].join(' ')).not.toMatch(/\b(Start with|Wear it first|Check fit|Look for|Accessories carry)\b/);
      // A member who changes language reads their saved insight re-written in the new one, bookmark kept.
      await http.post(`/api/trend-insights/${insight.id}/bookmark`, { bookmarked: true }, account.token);
      const other = language === 'de' ? 'ja' : 'de';
      expect((await http.request('PATCH', '/api/user/profile', { body: { language: other }, token: account.token })).status).toBe(200);
      const [again] = (await http.get('/api/user/trend-insights', account.token)).body.insights;
      expect(again).toMatchObject({ id: insight.id, isBookmarked: true });
      expect(again.trend.name).toBe(TREND_TEXTS[other][TREND_CATALOGUE.find((c) => c.slug === current[0]!.slug)!.slug][0]);
      expect(again.personalizedDescription.startsWith(again.trend.description)).toBe(true);
      expect(again.howToWear).not.toEqual(insight.howToWear);
      // Stored once in English: an English member reads the same trend in English.
      const english = await signUp(stack);
      await grantPremium(stack, english.userId);
      const same = ((await http.get('/api/trends', english.token)).body.trends as Trend[]).find((t) => t.id === current[0]!.id)!;
      expect(same.name).toBe(TREND_CATALOGUE.find((c) => c.slug === same.slug)!.name);
    });
  }
});
