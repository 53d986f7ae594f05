import { describe, expect, it } from 'vitest';
import { LANGUAGES, RATING_OCCASIONS, type Language, type RatingOccasion } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';
import { adviseOn } from '../../../src/local/styling/advice';
import { proseFor } from '../../../src/local/styling/prose';
import { PACKS } from '../../../src/local/i18n/packs';
import { answerInAddressForm } from '../../../src/local/languages/ar/grammar';
import { describeOutfit, random } from '../../support/prose-samples';

const rater = createLocalRater();
const EMPTY = { preferredStyles: [], avoidedStyles: [], preferredColors: [], budgetRange: null, lifestyle: null, bestOutfits: [] };
const EVERYTHING_WORKS = 'Everything works; change nothing but the details.';

async function rateAndAdvise(language: Language, occasion: RatingOccasion, description: string) {
  const answer = await rater.rate({ image: null, description, occasion, customOccasion: null, language });
  const outfit = { ratingId: '00000000-0000-4000-8000-000000000001', overallRating: answer.overallRating, occasion, description, components: answer.components, summary: answer.summary, text: description };
  return { answer, advice: adviseOn({ outfit, description: null, occasion, profile: EMPTY, language, seed: 'r1' }) };
}

/** The advice's "everything works" verdict, in the neutral form the advice is written in. */
const allKept = (language: Language) => answerInAddressForm(proseFor(language)?.advice.allKept ?? EVERYTHING_WORKS);
/** The summary's first sentence holds every word of a good or excellent band's verdict (the occasion's name aside). */
const saysGood = (language: Language, summary: string) => {
  const first = summary.toLowerCase();
  return [...PACKS[language].phrases['summary.excellent'], ...PACKS[language].phrases['summary.good']]
    .some((v) => v.toLowerCase().split(/\{[^}]*\}/u).map((s) => s.trim()).filter(Boolean).every((s) => first.includes(s)));
};

/** Purple with orange heels and clutch, every part right for a party: the colours fight, the parts all score 8 and more. */
const PURPLE_ORANGE: Record<Language, string> = {
  en: 'purple dress, orange heels and an orange clutch',
  es: 'vestido morado, tacones naranjas y cartera de mano naranja',
  fr: 'robe violette, escarpins orange et pochette orange',
  de: 'lila Kleid, orange High Heels und orange Clutch',
  it: 'abito viola, tacchi arancioni e pochette arancione',
  pt: 'vestido roxo, salto alto laranja e clutch laranja',
  zh: '紫色连衣裙配橙色高跟鞋和橙色手拿包',
  ja: '紫のワンピースにオレンジのハイヒール、オレンジのクラッチバッグ',
  ko: '보라색 원피스에 주황색 하이힐, 주황색 클러치',
  ar: 'فستان بنفسجي مع كعب عالٍ برتقالي وحقيبة يد برتقالية',
};

describe('the advice never contradicts the rating’s summary', () => {
  it.each(LANGUAGES.map((l) => [l] as const))('%s: colours that clash are said in both, however close the score is to its parts', async (language) => {
    const { answer, advice } = await rateAndAdvise(language, 'party', PURPLE_ORANGE[language]);
    expect(saysGood(language, answer.summary)).toBe(false);
    expect(advice.overall).not.toContain(allKept(language));
  });

  // Four languages of four scripts and grammars; the ten are each checked on the clashing outfit above.
  it.each((['en', 'de', 'zh', 'ar'] as const).map((l) => [l] as const))('%s: "everything works" only under a good or excellent summary (described outfits until two are all kept)', async (language) => {
    const next = random(language.charCodeAt(0) * 97 + language.charCodeAt(1));
    const occasions = RATING_OCCASIONS.filter((o) => o !== 'custom');
    let kept = 0;
    for (let i = 0; i < 200 && kept < 2; i++) {
      const { answer, advice } = await rateAndAdvise(language, occasions[i % occasions.length]!, describeOutfit(language, next));
      if (!advice.overall.includes(allKept(language))) continue;
      kept++;
      expect(saysGood(language, answer.summary), answer.summary).toBe(true);
    }
    expect(kept).toBe(2);
  }, 240_000);
});
