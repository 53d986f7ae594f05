import { describe, expect, it } from 'vitest';
import { GARMENT_COLOURS, LANGUAGES, LOOK_SLOTS, type Language } from '@fitrater/contracts';
import { garments } from '../../../src';
import { proseProblems } from '../../support/prose-checks';

/** A synthetic photo: a `colour` rectangle (the garment) on a `background`, as raw RGB. */
function photo(width: number, height: number, rect: { x: number; y: number; w: number; h: number }, colour: [number, number, number], background: [number, number, number]) {
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) {
    const inside = x >= rect.x && x < rect.x + rect.w && y >= rect.y && y < rect.y + rect.h;
    rgb.set(inside ? colour : background, (y * width + x) * 3);
  }
  return { rgb, width, height };
}

describe('cut-out masks', () => {
  it('keeps a flat-laid garment and drops its background', () => {
    const image = photo(100, 100, { x: 20, y: 30, w: 50, h: 40 }, [28, 40, 65], [230, 230, 226]);
    const cut = garments.flatGarmentMask(image)!;
    expect(cut.box).toEqual({ x: 0.2, y: 0.3, w: 0.5, h: 0.4 });
    expect(cut.mask[50 * 100 + 40]).toBe(255);
    expect(cut.mask[5 * 100 + 5]).toBe(0);
    expect(garments.maskColours(image, cut.mask)).toEqual(['navy']);
  });

  it('finds nothing in a photo of one colour', () => {
    expect(garments.flatGarmentMask(photo(50, 50, { x: 0, y: 0, w: 0, h: 0 }, [0, 0, 0], [200, 200, 200]))).toBeNull();
  });

  it('keeps a region\'s own colour inside it, not the wall of another colour, nor a stray patch of its colour', () => {
    const image = photo(100, 100, { x: 30, y: 20, w: 40, h: 50 }, [200, 30, 40], [240, 240, 240]);
    // A small red patch far from the garment (a sign on the wall), still inside the region's box.
    for (let y = 80; y < 83; y++) for (let x = 10; x < 13; x++) image.rgb.set([200, 30, 40], (y * 100 + x) * 3);
    const region = { rects: [{ x: 0.05, y: 0.05, w: 0.9, h: 0.9 }], palette: [{ id: 'red' as const, share: 0.9, lab: measuredLab(image), lch: { l: 0, c: 0, h: 0 } }] };
    const cut = garments.pieceMask(image, region)!;
    expect(cut.mask[40 * 100 + 50]).toBe(255);
    expect(cut.mask[10 * 100 + 10]).toBe(0);
    expect(cut.mask[81 * 100 + 11]).toBe(0);
  });
});

/** The OKLab colour of the photo's centre pixel (the garment), as the vision's palette would carry it. */
function measuredLab(image: { rgb: Uint8Array; width: number; height: number }) {
  const i = (Math.floor(image.height / 2) * image.width + Math.floor(image.width / 2)) * 3;
  const [r, g, b] = [image.rgb[i]!, image.rgb[i + 1]!, image.rgb[i + 2]!].map((v) => { const c = v / 255; return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; }) as [number, number, number];
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return { L: 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s, a: 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s, b: 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s };
}

describe('the closet\'s sentences in ten languages', () => {
  it.each(LANGUAGES)('%s: item names, what to look for and swaps are filled in, with no placeholder left', (language) => {
    const name = garments.itemName('footwear', 'smart-casual', ['camel'], language);
    expect(name).not.toMatch(/[{}]/);
    for (const slot of LOOK_SLOTS) {
      const line = garments.lookForLine(slot, 'footwear', 'smart-casual', 'camel', language);
      expect(line).not.toMatch(/[{}]/);
      expect(line).toContain(name);
    }
    const swap = garments.swapLine('footwear', 'Tan loafers', 1.3, language);
    expect(swap).toContain('Tan loafers');
    expect(swap).toContain('+1.3');
    expect(garments.swapLine('top', 'x', -0.4, language)).toContain('−0.4');
    // A real item name, as the closet fills it, reads as a native writes it (Korean particles chosen, not '(으)로').
    const item = garments.itemName('footwear', 'smart-casual', ['camel'], language);
    for (const delta of [1.3, -0.4]) expect(proseProblems(language, garments.swapLine('footwear', item, delta, language))).toEqual([]);
  });

  it('says it as a native would in English', () => {
    expect(garments.itemName('footwear', 'smart-casual', ['camel'], 'en')).toBe('camel loafers');
    expect(garments.lookForLine('footwear', 'footwear', 'business', 'black', 'en')).toBe('Shoes: nothing in your closet fits this look. Look for black leather dress shoes.');
    expect(garments.swapLine('footwear', 'tan loafers', 1.3, 'en')).toBe('Shoes → your tan loafers: +1.3');
    expect(garments.itemName('top', 'casual', [], 'fr')).toBe('t-shirt');
  });

  it('gives the piece to look for its article and the colour its agreement, as a native writes it', () => {
    const look = (language: Language, formality: 'business' | 'casual', colour: 'white' | 'olive') =>
      garments.lookForLine('accessories', 'accessory', formality, colour, language).replace(/^.*[.。] ?(?=\S)/u, '');
    expect(look('en', 'business', 'white')).toBe('Look for a white belt.');
    expect(look('en', 'casual', 'olive')).toBe('Look for an olive cap.');
    expect(look('es', 'casual', 'white')).toBe('Busca una gorra blanca.');
    expect(look('fr', 'business', 'white')).toBe('Cherchez une ceinture blanche.');
    expect(look('de', 'business', 'white')).toBe('Suchen Sie einen Gürtel in Weiß.');
    expect(look('it', 'business', 'white')).toBe('Cerca una cintura bianca.');
    expect(look('pt', 'business', 'white')).toBe('Procure um cinto branco.');
    expect(look('ko', 'business', 'white')).toBe('흰색 벨트를 찾아보세요.');
    // The swap's 으로/로 by the item's last sound: 로 after a vowel and after ㄹ, 으로 after another consonant.
    expect(garments.swapLine('footwear', '카멜 로퍼', 1.3, 'ko')).toBe('신발 → 내 카멜 로퍼로: +1.3');
    expect(garments.swapLine('accessories', '갈색 벨트', 0.5, 'ko')).toBe('액세서리 → 내 갈색 벨트로: +0.5');
    expect(garments.swapLine('bottom', '검정 청바지', 0.4, 'ko')).toBe('하의 → 내 검정 청바지로: +0.4');
    expect(garments.swapLine('top', '흰색 셔츠', 0.2, 'ko')).toBe('상의 → 내 흰색 셔츠로: +0.2');
    expect(garments.swapLine('bottom', '네이비 정장', 0.7, 'ko')).toBe('하의 → 내 네이비 정장으로: +0.7');
    expect(garments.swapLine('footwear', '갈색 샌들', 0.3, 'ko')).toBe('신발 → 내 갈색 샌들로: +0.3');
    // The possessive agrees with the item, as the realiser reads its number: tus mocasines, vos mocassins.
    expect(garments.swapLine('footwear', 'mocasines camel', 1.3, 'es')).toBe('Zapatos → tus mocasines camel: +1.3');
    expect(garments.swapLine('top', 'camisa blanca', 0.2, 'es')).toMatch(/→ tu camisa blanca: \+0\.2$/u);
    expect(garments.swapLine('footwear', 'mocassins camel', 1.3, 'fr')).toBe('Chaussures → vos mocassins camel\u00a0: +1.3');
    expect(garments.swapLine('footwear', 'chemise blanche', 0.2, 'fr')).toMatch(/→ votre chemise blanche\u00a0: \+0\.2$/u);
    expect(look('ar', 'business', 'white')).toBe('الأنسب البحث عن حزام باللون الأبيض.');
    // A plural piece takes no article in English: 'Look for black leather dress shoes', never 'a … shoes'.
    expect(garments.lookForLine('footwear', 'footwear', 'business', 'black', 'en')).toMatch(/Look for black /);
  });
});

describe('occasions pre-filled for a piece', () => {
  it('puts the occasions a piece is most at home at first, and keeps every one that fits', () => {
    const smartCasual = garments.occasionsFor('smart-casual');
    expect(smartCasual.slice(0, 3)).toEqual(['brunch', 'date-night', 'travel']);
    expect(smartCasual).toEqual(expect.arrayContaining(['casual-weekend', 'business-meeting', 'evening-party']));
    expect(garments.occasionsFor('formal')[0]).toBe('formal-dinner');
    expect(garments.occasionsFor('casual')).not.toContain('gym-workout');
  });
});

describe('look scores', () => {
  it('rates a look for its occasion with the rating engine: tailoring beats a hoodie at work, and the same look scores the same', async () => {
    const suit = [
      { category: 'top' as const, formality: 'business' as const, colours: ['white' as const] },
      { category: 'bottom' as const, formality: 'business' as const, colours: ['charcoal' as const] },
      { category: 'footwear' as const, formality: 'business' as const, colours: ['black' as const] },
    ];
    const casual = [
      { category: 'top' as const, formality: 'casual' as const, colours: ['orange' as const] },
      { category: 'bottom' as const, formality: 'casual' as const, colours: ['denim' as const] },
      { category: 'footwear' as const, formality: 'casual' as const, colours: ['white' as const] },
    ];
    const work = await garments.scoreLook(suit, 'work');
    expect(work).toBeGreaterThan(await garments.scoreLook(casual, 'work'));
    expect(await garments.scoreLook(suit, 'work')).toBe(work);
    expect(garments.lookDescription(suit)).toBe('white shirt, charcoal trousers, black leather dress shoes');
    expect(GARMENT_COLOURS).toContain('camel');
  });
});
