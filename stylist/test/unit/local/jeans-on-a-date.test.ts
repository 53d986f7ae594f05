import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';

const rater = createLocalRater();
const date = (description: string, language: Language) => rater.rate({ image: null, description, occasion: 'date', customOccasion: null, language });

describe('well-kept jeans are a date classic', () => {
  it.each<[Language, string, RegExp]>([
    ['en', 'cream knit sweater, jeans and brown chelsea boots', /jeans (are too casual|dress the look down|sit a step below)/],
    ['en', 'dark jeans, white shirt, navy blazer and brown loafers', /jeans (are too casual|dress the look down|sit a step below)/],
    ['fr', 'pull crème, jean et bottines chelsea marron', /jean (est trop décontracté|fait baisser)/],
    ['ko', '크림색 니트에 청바지, 갈색 첼시 부츠', /청바지는 데이트에는 너무 캐주얼/],
  ])('%s: %s', async (language, description, tooCasual) => {
    const r = await date(description, language);
    expect(r.overallRating).toBeGreaterThanOrEqual(8.3);
    expect(`${r.summary} ${r.feedback}`).not.toMatch(tooCasual);
  });

  it('ripped jeans with flip-flops are still below the date, and tailored trousers still a shade above jeans', async () => {
    expect((await date('ripped jeans, band t-shirt and flip flops', 'en')).overallRating).toBeLessThan(6.5);
    const [jeans, trousers] = [await date('white shirt, jeans and brown loafers', 'en'), await date('white shirt, grey wool trousers and brown loafers', 'en')];
    expect(trousers.components.bottom.rating!).toBeGreaterThan(jeans.components.bottom.rating!);
  });
});
