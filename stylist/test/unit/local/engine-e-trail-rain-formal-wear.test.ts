import { describe, expect, it } from 'vitest';
import type { Language, RatingOccasion } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';
import { readDescription } from '../../../src/local/signals/text';
import { CATALOGUES } from '../../../src/local/languages/registry';

const rater = createLocalRater();
const rate = (description: string, occasion: RatingOccasion, language: Language) =>
  rater.rate({ image: null, description, occasion, customOccasion: null, language });
const garments = (description: string, language: Language): string[] => (readDescription(description, language)?.garments ?? []).map((g) => g.garment);

describe('denim on a hike is the piece to change, with the reason', () => {
  const HIKE: [Language, string, string][] = [
    ['en', 'jeans, cotton hoodie and hiking boots', 'hiking trousers, cotton hoodie and hiking boots'],
    ['es', 'vaqueros, sudadera y botas de montaña', 'pantalón de trekking, sudadera y botas de montaña'],
    ['fr', 'jean, sweat à capuche et chaussures de randonnée', 'pantalon de randonnée, sweat à capuche et chaussures de randonnée'],
    ['de', 'Jeans, Kapuzenpulli und Wanderschuhe', 'Wanderhose, Kapuzenpulli und Wanderschuhe'],
    ['it', 'jeans, felpa con cappuccio e scarponi da trekking', 'pantaloni da trekking, felpa con cappuccio e scarponi da trekking'],
    ['pt', 'calça jeans, moletom e bota de trilha', 'calça de trilha, moletom e bota de trilha'],
    ['zh', '牛仔裤，连帽卫衣，登山鞋', '登山裤，连帽卫衣，登山鞋'],
    ['ja', 'ジーンズにパーカー、登山靴', '登山パンツにパーカー、登山靴'],
    ['ko', '청바지, 후드티, 등산화', '등산 바지, 후드티, 등산화'],
    ['ar', 'جينز وهودي وحذاء مشي جبلي', 'بنطلون مشي وهودي وحذاء مشي جبلي'],
  ];
  it.each(HIKE)('%s: jeans on a hike fall below a pass, are not called right for it, and the feedback says why', async (language, jeans, trail) => {
    const [a, b] = [await rate(jeans, 'hiking', language), await rate(trail, 'hiking', language)];
    expect(a.overallRating).toBeLessThan(6.5);
    expect(b.overallRating - a.overallRating).toBeGreaterThanOrEqual(1.5);
    expect(a.components.bottom.rating).toBeLessThan(5);
    expect(a.feedback).toContain(CATALOGUES[language].penalties.denimOnTrail);
  });

  it('a denim-blue watch on a hike is no denim on the trail; jeans at the weekend are still right', async () => {
    expect((await rate('red hoodie, hiking trousers, hiking boots and a denim blue watch', 'hiking', 'en')).feedback).not.toContain('denim on the trail');
    expect((await rate('jeans, cotton hoodie and white sneakers', 'casual', 'en')).overallRating).toBeGreaterThanOrEqual(8);
  });
});

describe('canvas shoes in named rain soak through, and the feedback says so', () => {
  const RAIN: [Language, string, string][] = [
    ['en', 'pouring rain: rain jacket, dark jeans and white canvas sneakers', 'pouring rain: rain jacket, dark jeans and leather chelsea boots'],
    ['es', 'llueve a mares: chubasquero, vaqueros y zapatillas de lona', 'llueve a mares: chubasquero, vaqueros y botines de piel'],
    ['fr', 'il pleut des cordes : imperméable, jean brut et baskets en toile', 'il pleut des cordes : imperméable, jean brut et bottines en cuir'],
    ['de', 'es regnet: Regenjacke, Jeans und Canvas-Sneaker', 'es regnet: Regenjacke, Jeans und Lederstiefel'],
    ['it', 'piove: giacca impermeabile, jeans e sneakers di tela', 'piove: giacca impermeabile, jeans e stivaletti di pelle'],
    ['pt', 'está a chover: casaco impermeável, calças de ganga e sapatilhas de lona', 'está a chover: casaco impermeável, calças de ganga e botas de couro'],
    ['zh', '下雨天：防水夹克，牛仔裤，帆布鞋', '下雨天：防水夹克，牛仔裤，皮靴'],
    ['ja', '雨の日：レインジャケットにジーンズとキャンバススニーカー', '雨の日：レインジャケットにジーンズとレザーブーツ'],
    ['ko', '비 오는 날: 레인 재킷, 청바지, 캔버스화', '비 오는 날: 레인 재킷, 청바지, 가죽 부츠'],
    ['ar', 'الجو ممطر: جاكيت مطر وجينز وحذاء رياضي من القماش', 'الجو ممطر: جاكيت مطر وجينز وجزمة جلد'],
  ];
  it.each(RAIN)('%s: canvas shoes score below leather boots in the rain, with the reason', async (language, canvas, leather) => {
    const [a, b] = [await rate(canvas, 'casual', language), await rate(leather, 'casual', language)];
    expect(b.overallRating - a.overallRating).toBeGreaterThanOrEqual(0.5);
    expect(a.feedback).toContain(CATALOGUES[language].penalties.canvasInRain);
    // The shoes' own line is the piece to change, not "right for everyday wear" beside the points taken for them.
    expect(a.components.footwear.rating).toBeLessThanOrEqual(7);
    expect(a.components.footwear.suggestions).not.toContain(CATALOGUES[language].rating.phrases['sugg.keep'][0]);
  });

  it('canvas on a dry day, or on a jacket in the rain, is not charged; "il pleut des cordes" names no corduroy', async () => {
    // The shoes keep the cloth the member named ("canvas sneakers"); what is not said on a dry day is the charge.
    expect((await rate('sunny: canvas sneakers, jeans and a tee', 'casual', 'en')).feedback).not.toContain(CATALOGUES.en.penalties.canvasInRain);
    expect((await rate('veste en toile, jean et bottines en cuir, il pleut', 'casual', 'fr')).feedback).not.toContain(CATALOGUES.fr.penalties.canvasInRain);
    expect(garments('il pleut des cordes : imperméable, jean brut et bottines en cuir', 'fr')).toEqual(['raincoat', 'jeans', 'boots']);
  });
});

describe('formal wear words read as the wearer the outfit says', () => {
  it.each<[Language, string, string]>([
    ['zh', '黑色礼服，高跟鞋，手拿包', 'gown'],
    ['zh', '黑色礼服', 'gown'],
    ['zh', '黑色礼服，白衬衫，黑色领结，漆皮鞋', 'tuxedo'],
    ['zh', '藏青色礼服，白衬衫，领带，皮鞋', 'suit'],
    ['ja', '黒の礼服に白シャツ、黒ネクタイ、黒の革靴', 'suit'],
    ['ja', '黒の礼服にパールのネックレス、黒のパンプス、ストッキング', 'dress'],
    ['ja', '黒のドレスにヒールとクラッチ', 'gown'],
    ['ko', '네이비 예복, 흰 셔츠, 넥타이, 구두', 'suit'],
    ['ko', '검정 드레스, 하이힐, 클러치', 'gown'],
  ])('%s: %s', (language, description, garment) => {
    expect(garments(description, language)[0]).toBe(garment);
  });

  it('a woman\'s 黑色礼服 at a black-tie gala meets the code', async () => {
    const gown = await rate('黑色礼服，高跟鞋，手拿包', 'formal', 'zh');
    expect(gown.feedback).toContain('晚礼服');
    expect(gown.feedback).not.toContain('西装');
  });
});

describe('Portuguese casaco by usage: the coat alone, the jacket its compound names', () => {
  it.each<[string, string]>([
    ['casaco preto, camisa branca, calça social cinza e sapatos pretos', 'coat'],
    ['casaco de couro preto, t-shirt branca, jeans e ténis', 'leatherJacket'],
    ['casaco de ganga, t-shirt branca e calças de ganga', 'denimJacket'],
    ['casaco jeans, camiseta e tênis', 'denimJacket'],
    ['casaco acolchoado, jeans e tênis', 'puffer'],
    ['kispo azul, calças de ganga e ténis', 'puffer'],
    ['casaco de moletom, calça jeans e tênis', 'hoodie'],
    ['blusão de cabedal, t-shirt e jeans', 'leatherJacket'],
    ['casaco de malha cinza, camisa e calça chino', 'cardigan'],
  ])('%s', (description, garment) => {
    expect(garments(description, 'pt')[0]).toBe(garment);
  });
});

describe('the bare trouser words camo is said of, and the compounds beside them', () => {
  // 迷彩裤 and 카모 팬츠 name trousers by the bare 裤 and 팬츠; the compounds that are other pieces keep their own reading.
  it.each<[Language, string, string]>([
    ['zh', '黑色皮裤，白衬衫，短靴', 'trousers'],
    ['zh', '白色热裤，T恤，凉鞋', 'shorts'],
    ['zh', '黑色裤袜，短裙，短靴', 'hosiery'],
    ['ko', '레더 팬츠, 셔츠, 부츠', 'trousers'],
    ['ko', '핫팬츠, 티셔츠, 샌들', 'shorts'],
    ['ko', '트레이닝 팬츠, 후드티, 운동화', 'joggers'],
  ])('%s: %s', (language, description, garment) => {
    expect(garments(description, language)[0]).toBe(garment);
  });
});
