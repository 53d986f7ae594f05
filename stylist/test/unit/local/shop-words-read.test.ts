import { describe, expect, it } from 'vitest';
import type { Language, RatingOccasion } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';
import { readGarments as read } from '../../support/read-garments';

const rater = createLocalRater();
const score = async (description: string, occasion: RatingOccasion, language: Language) =>
  (await rater.rate({ image: null, description, occasion, customOccasion: null, language })).overallRating;

/**
 * Shop words, brand-generic names and colour words members type that were dropped or read as another piece: footbed
 * sandals (Birkenstocks), foam clogs (Crocs), fishnets, a henley, cords, softshells, a German Kapuzenpulli, Chinese 大裤衩
 * and 燕麦色, Japanese オートミール, ミュール and ラッシュガード, Korean 메리제인, 뉴발란스 and 오트밀.
 */
describe('shop words members type', () => {
  it.each<[Language, string, string[]]>([
    ['en', 'oatmeal crewneck, straight-leg jeans and Birkenstocks', ['sweater:beige', 'jeans', 'sandals']],
    ['en', 'wrinkled henley, cords and muddy Crocs', ['tshirt', 'chinos', 'flipFlops']],
    ['en', 'black mesh top, leather mini skirt, fishnets and combat boots', ['top:black', 'miniSkirt', 'hosiery', 'boots']],
    ['en', 'sage softshell jacket, merino base layer, softshell pants and trail runners', ['puffer:sage', 'sportsTop', 'hikingTrousers', 'runningShoes']],
    ['de', 'Kapuzenpulli in Salbeigrün, Jogginghose und Turnschuhe', ['hoodie:sage', 'joggers', 'sneakers']],
    ['de', 'Funktionsshirt, Softshelljacke, Wanderhose und Wanderschuhe', ['sportsTop', 'puffer', 'hikingTrousers', 'hikingBoots']],
    ['zh', '皱巴巴的T恤、大裤衩和人字拖', ['tshirt', 'shorts', 'flipFlops']],
    ['zh', '燕麦色针织开衫、象牙白半身裙和玛丽珍鞋', ['cardigan:beige', 'skirt:ivory', 'flats']],
    ['zh', '速干T恤、跑步短裤和跑鞋', ['sportsTop', 'sportsShorts', 'runningShoes']],
    ['ja', 'オートミールのニット、ワイドデニム、白スニーカー', ['sweater:beige', 'jeans', 'sneakers:white']],
    ['ja', 'テラコッタのシャツワンピースとミュール', ['dress:rust', 'heels']],
    ['ja', '水着、ラッシュガード、ビーサン', ['swimsuit', 'sportsTop', 'flipFlops']],
    ['ko', '아이보리 니트, 코발트 블루 스커트, 메리제인', ['sweater:ivory', 'skirt:blue', 'flats']],
    ['ko', '오트밀 맨투맨, 와이드 팬츠, 뉴발란스, 백팩', ['sweatshirt:beige', 'wideLegTrousers', 'sneakers', 'backpack']],
  ])('%s: %s', (language, text, pieces) => {
    expect(read(text, language)).toEqual(pieces);
  });

  it('the right kit for a hike, named by its shop words, scores as the right kit', async () => {
    expect(await score('sage softshell jacket, merino base layer, softshell pants and trail runners', 'hiking', 'en')).toBeGreaterThanOrEqual(8.5);
    expect(await score('速干T恤、跑步短裤和跑鞋', 'running', 'zh')).toBeGreaterThanOrEqual(8.5);
  });
});

describe('the jacket and the shoes as the language names them at the office', () => {
  it.each<[Language, string, string[]]>([
    ['it', 'giacca blu navy, camicia bianca, pantaloni con le pinces e mocassini', ['blazer:navy', 'shirt:white', 'trousers', 'loafers']],
    ['fr', 'veste bleu marine, chemise blanche, pantalon gris et mocassins', ['blazer:navy', 'shirt:white', 'trousers:grey', 'loafers']],
    ['es', 'chaqueta azul marino, camisa blanca, pantalón gris y mocasines', ['blazer:navy', 'shirt:white', 'trousers:grey', 'loafers']],
    // Beside jeans, a T-shirt and trainers the same word is a casual jacket.
    ['es', 'chaqueta, camiseta blanca, vaqueros y zapatillas', ['jacket', 'tshirt:white', 'jeans', 'sneakers']],
    ['it', 'giacca, t-shirt bianca, jeans e sneakers', ['jacket', 'tshirt:white', 'jeans', 'sneakers']],
    // Spanish salones are court shoes, and a colour after a Portuguese piece is that piece's.
    ['es', 'blusa blanca, falda lápiz negra y salones nude', ['blouse:white', 'pencilSkirt:black', 'heels:beige']],
    ['pt', 'blazer caramelo, camisa de seda off-white, calça de alfaiataria preta e scarpin', ['blazer:camel', 'shirt:white', 'trousers:black', 'heels']],
  ])('%s: %s', (language, text, pieces) => {
    expect(read(text, language)).toEqual(pieces);
  });

  it('Italian: the giacca of an office look is not called too casual for work', async () => {
    const a = await rater.rate({ image: null, description: 'giacca blu navy, camicia bianca, pantaloni con le pinces e mocassini', occasion: 'work', customOccasion: null, language: 'it' });
    expect(a.feedback).not.toMatch(/troppo casual/u);
  });
});

describe('a long dress in linen', () => {
  it.each<[Language, string]>([
    ['fr', 'robe longue en lin, sandales plates et chapeau de paille'],
    ['it', 'abito lungo di lino, sandali bassi e cappello di paglia'],
  ])('%s: "%s" is a summer maxi dress, right for a holiday, not an evening gown', async (language, text) => {
    expect(read(text, language)[0]).toBe('dress');
    expect(await score(text, 'vacation', language)).toBeGreaterThanOrEqual(7);
  });

  it('a long dress in silk is still the evening gown', () => {
    expect(read('robe longue en soie et escarpins', 'fr')[0]).toBe('gown');
  });
});

describe('short shop words', () => {
  it.each<[Language, string, string[]]>([
    // French "tennis" are canvas trainers; Chinese 白T is a white tee; Gulf and Levant write the clutch كلتش.
    ['fr', 'marinière, jean mom et tennis blanches', ['top', 'jeans', 'sneakers:white']],
    ['zh', '白T、阔腿裤和帆布鞋', ['tshirt:white', 'wideLegTrousers', 'sneakers']],
    ['zh', '白T恤和牛仔裤', ['tshirt:white', 'jeans']],
    ['ar', 'فستان سهرة أسود وكعب عالي وكلتش فضي', ['gown:black', 'heels', 'clutch:silver']],
  ])('%s: %s', (language, text, pieces) => {
    expect(read(text, language)).toEqual(pieces);
  });

  it('French: a tennis skirt is still the court kit', () => {
    expect(read('jupe de tennis blanche et polo blanc', 'fr')[0]).toMatch(/^tennisSkirt/u);
  });
});
