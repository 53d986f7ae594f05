import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@fitrater/contracts';
import { GARMENTS as KNOWLEDGE, type KnowledgeGarmentId } from '../../../src/knowledge';
import { GARMENTS as LEXICON } from '../../../src/local/lexicon/garments';
import { garmentName } from '../../../src/local/styling/garment-names';
import { readDescription } from '../../../src/local/signals/text';

const PARTS = { top: ['top'], outer: ['top'], bottom: ['bottom'], dress: ['top', 'bottom'], shoes: ['footwear'], acc: ['accessories'] } as const;

/**
 * Pieces the lexicon has no garment for in any language (as in german-catalogue-names.test.ts): gloves, hair things, a
 * towel, earplugs, glitter, a bottle, the kaftan, sarong and kimono, and the pashmina, read as the scarf it is worn as.
 */
const NO_GARMENT: ReadonlySet<KnowledgeGarmentId> = new Set([
  'leather-gloves', 'knit-gloves', 'hair-clip', 'hair-tie', 'beach-towel', 'earplugs', 'glitter', 'water-bottle',
  'kaftan', 'sarong', 'kimono-jacket', 'pashmina',
] as KnowledgeGarmentId[]);

/**
 * Names read in each language on 2026-11-28 (a garment found for every part the piece dresses). The rest are names the
 * lexicon does not know yet (Henley, espadrilles, Mary Janes…); this floor only keeps a change from losing any.
 */
const READ_AT_LEAST: Readonly<Record<Language, number>> = { en: 216, es: 213, fr: 213, de: 221, it: 207, pt: 211, zh: 208, ja: 203, ko: 197, ar: 213 };

const read = (name: string, language: Language): string[] => readDescription(name, language)?.garments.map((m) => m.garment) ?? [];
const dresses = (garment: string, slot: keyof typeof PARTS): boolean =>
  PARTS[slot].every((c) => (LEXICON[garment as keyof typeof LEXICON].components as readonly string[]).includes(c))
  || (slot === 'acc' && (garment === 'dressSocks' || garment === 'sportsSocks'));

/**
 * Members type the engine's own garment names (from generated outfits, advice and the chat), and the engine reads its
 * suggestions back: each name is one piece, whatever other garment's word it holds (a shirt dress, a "robe pull", a
 * "pantalon de survêtement", ボウタイブラウス, 부츠컷 청바지, شورت تشينو). No name of the catalogue is a real two-piece: a
 * "two-piece suit" and a "traje pantalón" are one suit.
 */
describe.each(LANGUAGES.map((l) => [l]))("the knowledge base's garment names in %s read back as one piece", (language) => {
  it('no name is read as two pieces', () => {
    const doubles = KNOWLEDGE.map((g) => garmentName(g, language)).filter((name) => read(name, language).length > 1)
      .map((name) => `${name} → ${read(name, language).join(' + ')}`);
    expect(doubles).toEqual([]);
  });

  it('a name that is read is read as a garment dressing every part its piece dresses', () => {
    const wrong = KNOWLEDGE.filter((g) => !NO_GARMENT.has(g.id)).filter((g) => {
      const found = read(garmentName(g, language), language);
      return found.length > 0 && !found.every((m) => dresses(m, g.slot));
    }).map((g) => `${garmentName(g, language)} → ${read(garmentName(g, language), language).join(' + ')}`);
    expect(wrong).toEqual([]);
  });

  it(`at least ${READ_AT_LEAST[language]} names are read`, () => {
    const count = KNOWLEDGE.filter((g) => read(garmentName(g, language), language).some((m) => dresses(m, g.slot))).length;
    expect(count).toBeGreaterThanOrEqual(READ_AT_LEAST[language]);
  });
});

describe('a word said of the head noun is its style, cloth or use, in each language’s word order', () => {
  it.each([
    ['en', 'high-top sneakers', 'sneakers'], ['en', 'cape coat', 'coat'], ['en', 'camp-collar shirt', 'shirt'],
    ['en', 'fleece jacket', 'fleece'], ['en', 'pleated tuxedo shirt', 'shirt'], ['en', 'navy two-piece suit', 'suit'],
    ['es', 'botas de montaña impermeables', 'hikingBoots'], ['es', 'traje pantalón', 'suit'], ['es', 'mocasines de charol', 'loafers'],
    ['es', 'zapatos destalonados de tacón', 'heels'], ['pt', 'botas de cano curto com salto', 'boots'], ['ar', 'بوت كاحل بكعب', 'boots'],
    ['fr', 'combinaison tailleur', 'jumpsuit'], ['fr', 'pantalon large taille haute', 'wideLegTrousers'], ['fr', 'pantalon de survêtement', 'trousers'],
    ['fr', 'robe pull', 'dress'], ['fr', 'montre classique à bracelet cuir', 'watch'], ['fr', 'manteau portefeuille ceinturé', 'coat'],
    ['de', 'Chino-Shorts', 'shorts'], ['de', 'Wickelmantel mit Gürtel', 'coat'], ['de', 'klassische Uhr mit Lederarmband', 'watch'],
    ['it', 'top all’americana', 'top'], ['it', 'gonna midi in maglia', 'skirt'], ['it', 'cappotto a mantella', 'coat'],
    ['pt', 'blusa gola alta de merino', 'turtleneck'], ['pt', 'jaqueta puffer', 'puffer'], ['pt', 'calça pantalona de cintura alta', 'wideLegTrousers'],
    ['pt', 'camiseta encorpada com bolso', 'tshirt'],
    ['zh', '西装连体裤', 'jumpsuit'], ['zh', '抓绒夹克', 'jacket'], ['zh', '棉服派克大衣', 'puffer'],
    ['ja', 'ボウタイブラウス', 'blouse'], ['ja', 'スリングバックパンプス', 'heels'], ['ja', 'ニットワンピース', 'dress'],
    ['ja', '革ベルトのクラシックな腕時計', 'watch'], ['ja', 'ベルト付きラップコート', 'coat'],
    ['ko', '부츠컷 청바지', 'jeans'], ['ko', '스웨터 원피스', 'dress'], ['ko', '패딩 점퍼', 'puffer'],
    ['ar', 'ساعة كلاسيكية بسوار جلد', 'watch'], ['ar', 'شورت تشينو', 'shorts'], ['ar', 'حذاء كعب عالٍ لامع', 'heels'],
    ['ar', 'كنزة ميرينو بياقة عالية', 'turtleneck'],
  ] as [Language, string, string][])('%s: %s is one %s', (language, name, garment) => {
    expect(read(name, language)).toEqual([garment]);
  });

  it('pieces only listed side by side stay pieces of their own', () => {
    expect(read('white tee, jeans and sneakers', 'en')).toEqual(['tshirt', 'jeans', 'sneakers']);
    expect(read('white tee jeans sneakers', 'en')).toEqual(['tshirt', 'jeans', 'sneakers']);
    expect(read('白T恤牛仔裤运动鞋', 'zh')).toEqual(['tshirt', 'jeans', 'sneakers']);
    expect(read('흰 티셔츠 청바지 운동화', 'ko')).toEqual(['tshirt', 'jeans', 'sneakers']);
    expect(read('니트 청바지', 'ko')).toEqual(['sweater', 'jeans']);
    expect(read('chemise blanche et pantalon de costume', 'fr')).toEqual(['shirt', 'trousers']);
    expect(read('abrigo negro, cinturón marrón y vaqueros', 'es')).toEqual(['coat', 'belt', 'jeans']);
    expect(read('jeans with a brown belt', 'en')).toEqual(['jeans', 'belt']);
    expect(read('a watch with stacked gold bracelets', 'en')).toEqual(['watch', 'jewellery']);
    expect(read('zapatos negros y tacones rojos', 'es')).toEqual(['shoes', 'heels']);
    expect(read('cintura alta e borsa', 'it')).toEqual(['belt', 'handbag']);
    expect(read('bolso negro', 'es')).toEqual(['handbag']);
    expect(read('a camel blazer over a black turtleneck', 'en')).toEqual(['blazer', 'turtleneck']);
    expect(read('a grey sweater with a navy turtleneck under it', 'en')).toEqual(['sweater', 'turtleneck']);
    expect(read('シャツとデニムのパンツ', 'ja')).toEqual(['shirt', 'trousers']);
  });

  it('a cape is a coat, but Cape Town is a place', () => {
    expect(read('a camel cape over a black dress', 'en')).toEqual(['coat', 'dress']);
    expect(read('linen shirt and shorts for Cape Town in January', 'en')).toEqual(['shirt', 'shorts']);
  });
});
