import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { createLocalStylist } from '../../../src/local';
import { generateOutfit, planOutfit } from '../../../src/local/styling/generator';
import type { GenerateInput } from '../../../src/styling';
import { talk } from '../../support/chat-talk';

const EMPTY = { preferredStyles: [], avoidedStyles: [], preferredColors: [], budgetRange: null, lifestyle: null, bestOutfits: [] };
const input = (occasion: GenerateInput['occasion'], weather: GenerateInput['weather'], seed: string, liked: string[] = []): GenerateInput =>
  ({ occasion, weather, bodyType: null, profile: { ...EMPTY, preferredColors: liked }, language: 'en', seed });
const PULL = 'the occasion and the weather pull in different directions';

/**
 * The generator's note that "the occasion and the weather pull in different directions" is true only when the occasion has
 * no piece for the slot inside the weather's band. A corduroy trouser in spring chosen for the burgundy the member likes is
 * there for its colour, and a note blaming the occasion would be false.
 */
describe('the honest weather note is said only when the occasion is the cause', () => {
  it('a piece outside the band for a liked colour: no note, though the confidence still pays for it', () => {
    const liked = input('casual-weekend', 'mild-spring', 's1', ['burgundy']);
    const plan = planOutfit(liked);
    expect(plan.relaxed.map((g) => g.id)).toContain('corduroy-trousers');
    expect(plan.apart).toEqual([]);
    expect(generateOutfit(liked).weather_considerations).not.toContain(PULL);
  });

  it('a wedding in winter, where the occasion has no warmer shirt, keeps the note', () => {
    const winter = input('wedding-guest', 'cold-winter', 's1');
    expect(planOutfit(winter).apart.map((g) => g.id)).toContain('dress-shirt');
    expect(generateOutfit(winter).weather_considerations).toContain(PULL);
  });
});

const stylist = createLocalStylist();

/** «حذاء رياضي» is any sports shoe: for a run it is the runner's shoe, as 运动鞋, 운동화 and deportivas are. */
describe('a language\'s word for any sports shoe at a run', () => {
  it.each([
    ['ar', 'حذاء رياضي أبيض، شورت أسود وتيشيرت رياضي'],
    ['zh', '白色运动鞋、黑色短裤和运动T恤'],
    ['ko', '흰색 운동화, 검정 반바지, 기능성 티셔츠'],
    ['es', 'deportivas blancas, pantalón corto negro y camiseta técnica'],
  ] as [Language, string][])('%s: rated at a run, the shoes and shorts are kit, not fashion sneakers', async (language, description) => {
    const run = await stylist.rate({ image: null, description, occasion: 'running', customOccasion: null, language });
    const town = await stylist.rate({ image: null, description, occasion: 'casual', customOccasion: null, language });
    // Before, «الحذاء الرياضي غير مصمم من أجل الجري»: the shoes were judged unfit for the run they are made for.
    expect(run.components.footwear.rating).toBeGreaterThanOrEqual(8.5);
    expect(run.overallRating).toBeGreaterThanOrEqual(town.overallRating);
  });

  it('the chat answers yes, and calls them running shoes', async () => {
    const [reply = ''] = await talk('ar', 'هل يناسب الحذاء الرياضي مع شورت للجري؟');
    expect(reply).toMatch(/^نعم\./u);
    expect(reply).toContain('حذاء الجري');
    expect(reply).not.toContain('السنيكرز');
  });

  it('after a look for a run, «and the sports shoe?» is judged at that run', async () => {
    const [, reply = ''] = await talk('ar', 'ماذا ألبس للجري؟', 'وهل الحذاء الرياضي مناسب؟');
    expect(reply).toMatch(/^نعم\./u);
  });

  it('in town the same word keeps its meaning: sneakers at the office are still a no', async () => {
    const [reply = ''] = await talk('ar', 'هل يناسب الحذاء الرياضي مع بدلة في العمل؟');
    expect(reply).toMatch(/^لا\./u);
  });
});
