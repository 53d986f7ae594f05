import { describe, expect, it } from 'vitest';
import type { Language, RatingOccasion } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';
import { GARMENTS } from '../../../src/local/lexicon/garments';
import { PACKS } from '../../../src/local/i18n/packs';
import { readGarments } from '../../support/read-garments';

/** One look per garment, as a member writes it in each language: wide-leg trousers, snow boots, a beach cover-up. */
const LOOKS: Record<Language, [string, string, string]> = {
  en: ['black wide-leg trousers, a white t-shirt and white sneakers', 'puffer jacket, jeans and snow boots', 'white kaftan over a black bikini and flip-flops'],
  es: ['pantalón palazzo negro, camiseta blanca y zapatillas blancas', 'plumífero, vaqueros y botas de nieve', 'pareo blanco sobre bikini negro y chanclas'],
  fr: ['pantalon large noir, t-shirt blanc et baskets blanches', 'doudoune, jean et bottes de neige', 'paréo blanc sur un bikini noir et des tongs'],
  de: ['schwarze Marlenehose, weißes Shirt und weiße Sneaker', 'Daunenjacke, Jeans und Schneestiefel', 'weißer Kaftan über Bikini und Flip-Flops'],
  it: ['pantaloni palazzo neri, maglietta bianca e sneakers bianche', 'piumino, jeans e doposci', 'copricostume bianco sopra un bikini nero e infradito'],
  pt: ['calça pantalona preta, camiseta branca e tênis branco', 'jaqueta acolchoada, calça jeans e botas de neve', 'saída de praia branca sobre biquíni preto e chinelos'],
  zh: ['黑色阔腿裤、白色T恤和白色运动鞋', '羽绒服、牛仔裤和雪地靴', '黑色比基尼外搭白色沙滩罩衫，人字拖'],
  ja: ['黒のワイドパンツに白いTシャツと白いスニーカー', 'ダウンジャケット、ジーンズ、スノーブーツ', '黒のビキニに白のカバーアップ、ビーチサンダル'],
  ko: ['검은 와이드 팬츠에 흰 티셔츠와 흰 운동화', '패딩, 청바지, 스노우 부츠', '검은 비키니에 흰 비치 커버업, 쪼리'],
  ar: ['بنطلون واسع أسود مع تيشيرت أبيض وحذاء رياضي أبيض', 'جاكيت منفوخ وبنطلون جينز وجزمة ثلج', 'كاش مايوه أبيض فوق بكيني أسود وشبشب'],
};
const GARMENT_OF_LOOK = ['wideLegTrousers', 'snowBoots', 'coverUp'] as const;
const OCCASION_OF_LOOK: readonly RatingOccasion[] = ['shopping', 'casual', 'beach'];

// Three garments of their own, each with the formality, season and place a stylist gives it, named in every language.
describe('wide-leg trousers, snow boots and beach cover-ups', () => {
  it('sit where a stylist puts them: relaxed trousers between chinos and tailoring; warm outdoor boots; beachwear', () => {
    expect(GARMENTS.wideLegTrousers.formality).toBeGreaterThan(GARMENTS.chinos.formality);
    expect(GARMENTS.wideLegTrousers.formality).toBeLessThan(GARMENTS.trousers.formality);
    expect(GARMENTS.snowBoots.tags).toContain('outdoor');
    expect(GARMENTS.coverUp.tags).toContain('beach');
    expect(GARMENTS.coverUp.formality).toBeLessThan(1);
  });

  it.each([
    ['wide-leg trousers', 'wideLegTrousers'], ['palazzo pants', 'wideLegTrousers'], ['pantalones anchos', 'wideLegTrousers'], ['pantaloni larghi', 'wideLegTrousers'],
    ['Palazzohose', 'wideLegTrousers'], ['weite Hose', 'wideLegTrousers'], ['pantalona', 'wideLegTrousers'], ['阔腿裤', 'wideLegTrousers'], ['ガウチョパンツ', 'wideLegTrousers'],
    ['와이드 슬랙스', 'wideLegTrousers'], ['بنطلون بالاتزو', 'wideLegTrousers'],
    ['snow boots', 'snowBoots'], ['moon boots', 'snowBoots'], ['après-ski', 'snowBoots'], ['stivali da neve', 'snowBoots'], ['雪地靴', 'snowBoots'], ['スノーブーツ', 'snowBoots'],
    ['어그 부츠', 'snowBoots'], ['بوت ثلج', 'snowBoots'],
    ['sarong', 'coverUp'], ['beach cover-up', 'coverUp'], ['caftán', 'coverUp'], ['cache-maillot', 'coverUp'], ['Strandtunika', 'coverUp'], ['canga', 'coverUp'],
    ['纱笼', 'coverUp'], ['パレオ', 'coverUp'], ['카프탄', 'coverUp'], ['سارونغ', 'coverUp'],
  ])('"%s" reads as %s alone', (word, garment) => {
    expect(readGarments(word)).toEqual([garment]);
  });

  it('dress trousers, hiking boots and a swimsuit keep their own reading', () => {
    expect(readGarments('grey dress trousers')).toEqual(['trousers:grey']);
    expect(readGarments('hiking boots')).toEqual(['hikingBoots']);
    expect(readGarments('西裤', 'zh')).toEqual(['trousers']);
    expect(readGarments('登山鞋', 'zh')).toEqual(['hikingBoots']);
  });

  for (const language of Object.keys(LOOKS) as Language[]) {
    it.each([0, 1, 2])(`${language}: look %i is read with its own garment and named by it in the rating`, async (i) => {
      const garment = GARMENT_OF_LOOK[i]!;
      const description = LOOKS[language][i]!;
      const pieces = readGarments(description, language);
      expect(pieces.some((p) => p.split(':')[0] === garment)).toBe(true);
      expect(pieces.some((p) => /^(?:trousers|hikingBoots)(?::|$)/u.test(p))).toBe(false);
      const answer = await createLocalRater().rate({ image: null, description, occasion: OCCASION_OF_LOOK[i]!, customOccasion: null, language });
      const said = `${answer.feedback} ${Object.values(answer.components).map((c) => c.description).join(' ')}`;
      expect(said).toContain(PACKS[language].garments[garment]);
      expect(answer.overallRating).toBeGreaterThanOrEqual(7.5);
    });
  }

  it.each([
    ['fr', 'bottes de neige noires et doudoune', 'bottes de neige noires'], ['es', 'botas de nieve negras y plumífero', 'botas de nieve negras'],
    ['pt', 'botas de neve pretas e jaqueta acolchoada', 'botas de neve pretas'], ['it', 'doposci neri e piumino', 'doposci neri'],
    ['pt', 'saída de praia branca e chinelos', 'saída de praia branca'],
  ] as const)('%s: the colour goes after the whole name ("%s")', async (language, description, named) => {
    const answer = await createLocalRater().rate({ image: null, description, occasion: 'casual', customOccasion: null, language });
    expect(answer.feedback).toContain(named);
  });

  it('snow boots are dressed for snow, a cover-up is not; a cover-up at the office is too casual', async () => {
    const rater = createLocalRater();
    const rate = (description: string, occasion: RatingOccasion) => rater.rate({ image: null, description, occasion, customOccasion: null, language: 'en' });
    const snow = await rate('sweater, jeans and snow boots in the snow', 'casual');
    const bare = await rate('kaftan and flip-flops in the snow', 'casual');
    expect(snow.overallRating).toBeGreaterThan(bare.overallRating + 1);
    const office = await rate('kaftan and sandals', 'work');
    expect(office.components.top.rating!).toBeLessThan(6.5);
  });
});
