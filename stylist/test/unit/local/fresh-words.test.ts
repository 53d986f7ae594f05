import { describe, expect, it } from 'vitest';
import type { Language, RatingOccasion } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';
import { readGarments as read } from '../../support/read-garments';

const rater = createLocalRater();
const score = async (description: string, occasion: RatingOccasion, language: Language) =>
  (await rater.rate({ image: null, description, occasion, customOccasion: null, language })).overallRating;

/**
 * Words members type that were not read, or were read as another piece, in descriptions written fresh in Spanish (Spain
 * and Latin America), German, Italian, Chinese and Japanese (stylist/eval/fresh/reading/).
 */
describe('fresh words in es de it zh ja', () => {
  // A chubasquero and a giacca impermeabile are the short rain jacket (a raincoat is the long town coat, 冲锋衣 the hardshell).
  it.each<[Language, string, string[]]>([
    ['es', 'pantalón de trekking, forro polar, chubasquero y botas de montaña', ['hikingTrousers', 'fleece', 'rainJacket', 'hikingBoots']],
    ['it', 'pantaloni da trekking, pile, giacca impermeabile e scarponcini', ['hikingTrousers', 'fleece', 'rainJacket', 'hikingBoots']],
    ['de', 'Wanderhose, Funktionsshirt, Fleecejacke und Wanderschuhe', ['hikingTrousers', 'sportsTop', 'fleece', 'hikingBoots']],
    ['zh', '冲锋衣，速干裤，登山鞋，双肩包', ['shellJacket', 'hikingTrousers', 'hikingBoots', 'backpack']],
    ['ja', 'トレッキングパンツ、フリース、レインウェア、登山靴', ['hikingTrousers', 'fleece', 'raincoat', 'hikingBoots']],
  ])('%s: hiking kit is hiking kit, and scores as the right kit', async (language, text, garments) => {
    expect(read(text, language)).toEqual(garments);
    expect(await score(text, 'hiking', language)).toBeGreaterThanOrEqual(8.5);
  });

  it.each<[Language, string, string[]]>([
    ['es', 'mallas negras, top deportivo, cortavientos y zapatillas de running', ['leggings:black', 'sportsTop', 'windbreaker', 'runningShoes']],
    ['it', 'leggings da corsa, canotta tecnica, giacca antivento e scarpe da running', ['leggings', 'tank', 'windbreaker', 'runningShoes']],
    ['ja', 'ランニングタイツ、スポーツブラ、ウインドブレーカー、ランニングシューズ', ['leggings', 'sportsTop', 'windbreaker', 'runningShoes']],
  ])('%s: running shoes and a windbreaker named as runners name them', async (language, text, garments) => {
    expect(read(text, language)).toEqual(garments);
    expect(await score(text, 'running', language)).toBeGreaterThanOrEqual(8.5);
  });

  it('Latin American Spanish: chamarra, short de mezclilla, huaraches, pants', () => {
    expect(read('chamarra de cuero negra, camiseta de banda, jeans negros y botas', 'es')).toEqual(['leatherJacket:black', 'tshirt', 'jeans:black', 'boots']);
    expect(read('short de mezclilla, blusa de flores y huaraches', 'es')).toEqual(['shorts:denim', 'blouse', 'sandals']);
    expect(read('sudadera con capucha gris, pants y tenis', 'es')).toEqual(['hoodie:grey', 'joggers', 'sneakers']);
  });

  it('Italian: tubino, costume intero, gonnellino, anfibi, giubbotto di pelle', () => {
    expect(read('tubino nero e décolleté', 'it')).toEqual(['dress:black', 'heels']);
    expect(read('costume intero, camicia di lino e infradito', 'it')).toEqual(['swimsuit', 'shirt', 'flipFlops']);
    expect(read('gonnellino bianco, polo bianca e scarpe da tennis', 'it')).toEqual(['tennisSkirt:white', 'polo:white', 'cleats']);
    expect(read('giubbotto di pelle, maglietta nera, jeans e anfibi', 'it')).toEqual(['leatherJacket', 'tshirt:black', 'jeans', 'boots']);
  });

  it('German: Rolli, Perlenohrringe, Dunkelgrün, a striped Shirt, Cordhose', async () => {
    expect(read('schwarzer Rolli und Perlenohrringe', 'de')).toEqual(['turtleneck:black', 'jewellery']);
    expect(read('Strickpulli in Dunkelgrün, Streifenshirt', 'de')).toEqual(['sweater:green', 'tshirt']);
    expect(read('Cordhose in Beige, Strickpulli und Schnürstiefel', 'de')).toEqual(['chinos:beige', 'sweater', 'boots']);
    // Corduroy trousers are casual trousers: not overdressed for an everyday look.
    expect(await score('Cordhose in Beige, Strickpulli in Dunkelgrün und Schnürstiefel', 'casual', 'de')).toBeGreaterThanOrEqual(8.4);
  });

  it('Chinese: 篮球服, 过膝靴, 老爹鞋, 皮裙, 草帽, 香槟色', () => {
    expect(read('篮球服，篮球短裤，篮球鞋', 'zh')).toEqual(['sportsTop', 'sportsShorts', 'cleats']);
    expect(read('亮片短裙，过膝靴，老爹鞋', 'zh')).toEqual(['miniSkirt', 'boots', 'sneakers']);
    expect(read('黑色皮裙，草帽', 'zh')).toEqual(['skirt:black', 'hat']);
    expect(read('香槟色长裙', 'zh')).toEqual(['dress:beige']);
  });

  it('Japanese: カットソー, ボーダーT, バンドT, ジャージ, テニススカート, ノーネクタイ', async () => {
    expect(read('ボーダーT、バンドT、カットソー', 'ja')).toEqual(['tshirt', 'tshirt', 'tshirt']);
    expect(read('パーカーとジャージ、スニーカー', 'ja')).toEqual(['hoodie', 'joggers', 'sneakers']);
    expect(read('白のテニススカート、白のポロシャツ、テニスシューズ', 'ja')).toEqual(['tennisSkirt:white', 'polo:white', 'cleats']);
    expect(read('ライトグレーのスーツ、白シャツ、ノーネクタイ、茶色の革靴', 'ja')).toEqual(['suit:lightgrey', 'shirt:white', 'oxfords:brown']);
    expect(await score('白のテニススカート、白のポロシャツ、テニスシューズ', 'tennis', 'ja')).toBeGreaterThanOrEqual(8.5);
  });

  it('Japanese ジャケット is the jacket the outfit says: tailored with slacks or a shirt, casual with denim and trainers', () => {
    expect(read('デニムにボーダーのカットソー、ジャケット、白スニーカー', 'ja')).toEqual(['jeans', 'tshirt', 'jacket', 'sneakers:white']);
    expect(read('グレーのスラックス、白いシャツ、紺のジャケット、黒のローファー', 'ja')).toEqual(['trousers:grey', 'shirt:white', 'blazer:navy', 'loafers:black']);
    expect(read('ツイードのジャケットにジーンズ', 'ja')).toEqual(['blazer', 'jeans']);
    expect(read('紺のジャケット', 'ja')).toEqual(['blazer:navy']);
  });
});
