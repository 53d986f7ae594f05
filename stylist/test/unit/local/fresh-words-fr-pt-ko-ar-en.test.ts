import { describe, expect, it } from 'vitest';
import type { Language, RatingOccasion } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';
import { readGarments as read } from '../../support/read-garments';

const rater = createLocalRater();
const score = async (description: string, occasion: RatingOccasion, language: Language) =>
  (await rater.rate({ image: null, description, occasion, customOccasion: null, language })).overallRating;

/**
 * Words members type that were not read, or were read as another piece, in descriptions written fresh in French (France
 * and Quebec), Portuguese (Brazil and Portugal), Korean, Arabic (Gulf, Egypt, Levant) and English (US and UK) before the
 * engine's reading of them was seen (stylist/eval/fresh/reading/).
 */
describe('fresh words in fr pt ko ar en', () => {
  // A k-way and a جاكيت مطر are the short rain jacket, as the English rain shell is (a raincoat is the long town coat).
  it.each<[Language, string, string[]]>([
    ['fr', 'pantalon de rando, polaire, k-way et chaussures de randonnée', ['hikingTrousers', 'fleece', 'rainJacket', 'hikingBoots']],
    ['pt', 'calça de trilha, fleece, capa de chuva e bota de trilha', ['hikingTrousers', 'fleece', 'raincoat', 'hikingBoots']],
    ['ko', '등산바지, 뽀글이, 우비, 등산화', ['hikingTrousers', 'fleece', 'raincoat', 'hikingBoots']],
    ['ar', 'بنطلون هايكنج، جاكيت فليس، جاكيت مطر وبوت هايكنج', ['hikingTrousers', 'fleece', 'rainJacket', 'hikingBoots']],
    ['en', 'hiking pants, fleece, rain shell and hiking boots', ['hikingTrousers', 'fleece', 'rainJacket', 'hikingBoots']],
  ])('%s: hiking trousers, a fleece and a rain shell are hiking kit, and score as the right kit', async (language, text, garments) => {
    expect(read(text, language)).toEqual(garments);
    expect(await score(text, 'hiking', language)).toBeGreaterThanOrEqual(8.5);
  });

  it.each<[Language, string, string[]]>([
    ['fr', 'legging, brassière de sport, coupe-vent et chaussures de running', ['leggings', 'sportsTop', 'windbreaker', 'runningShoes']],
    ['fr', 'legging noir, débardeur de running et souliers de course', ['leggings:black', 'sportsTop', 'runningShoes']],
    ['ko', '레깅스, 브라탑, 바람막이, 러닝화', ['leggings', 'sportsTop', 'windbreaker', 'runningShoes']],
    ['ar', 'ليقنز، توب رياضي، جاكيت واقي من الهوا وحذاء جري', ['leggings', 'sportsTop', 'windbreaker', 'runningShoes']],
  ])('%s: a runner\'s shoes, bra top and windbreaker as runners name them', async (language, text, garments) => {
    expect(read(text, language)).toEqual(garments);
    expect(await score(text, 'running', language)).toBeGreaterThanOrEqual(8.5);
  });

  it('French: costard, combi, perfecto, minaudière, nœud pap, coton ouaté, pull col roulé, bleu nuit', () => {
    expect(read('costard gris, chemise blanche et derbies noirs', 'fr')).toEqual(['suit:grey', 'shirt:white', 'oxfords:black']);
    expect(read('combi noire, créoles dorées et bottines', 'fr')).toEqual(['jumpsuit:black', 'jewellery:gold', 'boots']);
    expect(read('perfecto noir, jean slim et Doc Martens', 'fr')).toEqual(['leatherJacket:black', 'jeans', 'boots']);
    expect(read('robe rouge, talons noirs et minaudière argentée', 'fr')).toEqual(['dress:red', 'heels:black', 'clutch:silver']);
    expect(read('smoking, nœud pap et chemise blanche', 'fr')).toEqual(['tuxedo', 'bowTie', 'shirt:white']);
    expect(read('coton ouaté gris, pantalon de jogging et souliers de course', 'fr')).toEqual(['sweatshirt:grey', 'joggers', 'sneakers']);
    expect(read('pull col roulé crème et jean', 'fr')).toEqual(['turtleneck:cream', 'jeans']);
    expect(read('costume bleu nuit et chemise blanche', 'fr')).toEqual(['suit:navy', 'shirt:white']);
    expect(read('tailleur pantalon beige et escarpins', 'fr')).toEqual(['suit:beige', 'heels']);
  });

  it('Portuguese: fato, mocassim, rasteirinha, chinelo, coturno, bota, castanho, camisa do time', () => {
    expect(read('fato cinzento, camisa azul-clara e sapatos pretos', 'pt')).toEqual(['suit:grey', 'shirt:lightblue', 'oxfords:black']);
    expect(read('fato de treino cinzento e mochila', 'pt')).toEqual(['tracksuit:grey', 'backpack']);
    expect(read('calça social cinza e mocassim marrom', 'pt')).toEqual(['trousers:grey', 'loafers:brown']);
    expect(read('saia midi, rasteirinha e chinelo', 'pt')).toEqual(['skirt', 'sandals', 'flipFlops']);
    expect(read('jaqueta de couro, jeans preto e coturno', 'pt')).toEqual(['leatherJacket', 'jeans:black', 'boots']);
    expect(read('calça chino bege e bota de camurça', 'pt')).toEqual(['chinos:beige', 'boots']);
    expect(read('camisola de malha e botas castanhas', 'pt')).toEqual(['sweater', 'boots:brown']);
    expect(read('bermuda cargo bege e regata branca', 'pt')).toEqual(['shorts:beige', 'tank:white']);
    expect(read('camisa do time, calção, meião e chuteira', 'pt')).toEqual(['sportsTop', 'sportsShorts', 'sportsSocks', 'cleats']);
  });

  it('Portuguese: low-heeled shoes are shoes, not high heels; a plain "short" is shorts', () => {
    expect(read('macacão preto, cinto de couro e sapato de salto baixo', 'pt')).toEqual(['jumpsuit:black', 'belt', 'shoes']);
    expect(read('camisa branca e short', 'pt')).toEqual(['shirt:white', 'shorts']);
    expect(read('regata de basquete, short largo e tênis de cano alto', 'pt')).toEqual(['sportsTop', 'sportsShorts', 'cleats']);
  });

  it.each<[Language, string]>([
    ['pt', 'moletom cinza com capuz e calça de moletom'],
    ['fr', 'sweat gris à capuche et jogging'],
    ['en', 'grey sweatshirt with a hood and sweatpants'],
    ['es', 'sudadera gris con capucha y pants'],
  ])('%s: a sweatshirt with a hood, its colour said between, is a hoodie', (language, text) => {
    expect(read(text, language)).toEqual(['hoodie:grey', 'joggers']);
  });

  it('Korean: 찢청, 라이더자켓, 밴드티, 흑청 스키니, 워커, 조거팬츠, 셔츠원피스, 머스타드, 연청, 청남방, 단화', () => {
    expect(read('찢청에 검정 반팔티', 'ko')).toEqual(['jeans', 'tshirt:black']);
    expect(read('라이더자켓, 밴드티, 흑청 스키니, 워커', 'ko')).toEqual(['leatherJacket', 'tshirt', 'jeans:black', 'boots']);
    expect(read('조거팬츠, 맨투맨, 운동화', 'ko')).toEqual(['joggers', 'sweatshirt', 'sneakers']);
    expect(read('베이지 셔츠원피스, 가죽 벨트', 'ko')).toEqual(['dress:beige', 'belt']);
    // A wash (연청 light, 진청 dark) is denim, a neutral, not a light blue clashing with mustard.
    expect(read('연청 청바지, 머스타드 니트', 'ko')).toEqual(['jeans:denim', 'sweater:mustard']);
    expect(read('청남방에 베이지 면바지', 'ko')).toEqual(['shirt', 'chinos:beige']);
    expect(read('남색 롱스커트, 단화', 'ko')).toEqual(['skirt:navy', 'flats']);
    expect(read('롱패딩, 청바지, 어그부츠', 'ko')).toEqual(['puffer', 'jeans', 'snowBoots']);
  });

  it('Korean: a jacket said to be missing (자켓 없음) is not worn', () => {
    expect(read('맨투맨이랑 청바지, 자켓 없음', 'ko')).toEqual(['sweatshirt', 'jeans']);
  });

  it('Arabic: جزمة is a shoe, موكاسين loafers, صندل كعب heels, سكري cream, رقبة عالية a turtleneck', () => {
    // Beside a suit the plain shoe is the suit's leather shoe (as 'brown shoes' are), not a boot a step too casual.
    expect(read('بدلة رمادي، قميص أبيض وجزمة سوداء', 'ar')).toEqual(['suit:grey', 'shirt:white', 'oxfords:black']);
    expect(read('بنطلون رمادي وحذاء موكاسين بني', 'ar')).toEqual(['trousers:grey', 'loafers:brown']);
    expect(read('فستان طويل وصندل كعب ذهبي', 'ar')).toEqual(['gown', 'heels:gold']);
    expect(read('تنورة ميدي وصندل فلات', 'ar')).toEqual(['skirt', 'sandals']);
    expect(read('تنورة كحلي وبلوزة سكري', 'ar')).toEqual(['skirt:navy', 'blouse:cream']);
    expect(read('معطف جملي وبلوزة رقبة عالية سوداء', 'ar')).toEqual(['coat:camel', 'turtleneck:black']);
    expect(read('هودي رمادي وبنطلون ترنج', 'ar')).toEqual(['hoodie:grey', 'joggers']);
    expect(read('بنطلون كارجو بيج وتيشيرت أبيض', 'ar')).toEqual(['cargo:beige', 'tshirt:white']);
    // A heeled boot is a boot with a heel, as "bota de salto" and "bottines à talons" are; a low heel is a shoe.
    expect(read('توب فضي وبوت بكعب', 'ar')).toEqual(['top:silver', 'boots']);
    expect(read('فستان أسود وحذاء كعب واطي', 'ar')).toEqual(['dress:black', 'shoes']);
  });

  it('Arabic: ripped jeans (جينز مقطع) are a cut, not wear', async () => {
    expect(await score('جينز مقطع وتيشيرت أسود وكوتشي أبيض', 'casual', 'ar')).toBeGreaterThanOrEqual(7.8);
  });

  it('English: AF1s, pearl studs, a two piece, bodysuit, trackies, sweats, quarter zip, cardi, shirt dress, docs, chukkas', () => {
    expect(read('baggy jeans, white tee and AF1s', 'en')).toEqual(['jeans', 'tshirt:white', 'sneakers']);
    expect(read('satin maxi dress, block heels and pearl studs', 'en')).toEqual(['dress', 'heels', 'jewellery']);
    expect(read('navy two piece, white shirt and black derbies', 'en')).toEqual(['suit:navy', 'shirt:white', 'oxfords:black']);
    expect(read('sequin skirt and a black bodysuit', 'en')).toEqual(['skirt', 'top:black']);
    expect(read('grey hoodie, trackies and trainers', 'en')).toEqual(['hoodie:grey', 'joggers', 'sneakers']);
    expect(read('sweats, quarter zip and sneakers', 'en')).toEqual(['joggers', 'sweater', 'sneakers']);
    expect(read('mom jeans, mustard cardi', 'en')).toEqual(['jeans', 'cardigan:mustard']);
    expect(read('beige shirt dress and kitten heels', 'en')).toEqual(['dress:beige', 'heels']);
    expect(read('leather jacket, skinny jeans and docs', 'en')).toEqual(['leatherJacket', 'jeans', 'boots']);
    expect(read('denim shirt, khaki chinos and suede chukkas', 'en')).toEqual(['shirt:denim', 'chinos:khaki', 'boots']);
  });

  it('English: pearl studs at a wedding are earrings, not football studs', async () => {
    expect(await score('sage green satin maxi dress, nude block heels and pearl studs', 'wedding', 'en')).toBeGreaterThanOrEqual(8.5);
  });
});
