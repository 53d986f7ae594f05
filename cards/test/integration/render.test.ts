/**
 * Renders real share cards with the system fonts (Debian fonts-noto-core and
 * fonts-noto-cjk) in all ten languages. PNGs are kept in test-artifacts/cards/.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@fitrater/contracts';
import { prepareShareCard, renderShareCard } from '../../src/render-share-card';
import { boxSvg, fullCardSvg, layoutCard } from '../../src/card-svg';
import { PHOTO_FRAME } from '../../src/photo';
import { cardFontOptions, locateFont } from '../../src/fonts';
import { faceFamilies } from '../../src/font-names';
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from '../../src/share-card';
import { sampleInput, samplePhoto } from './samples';

const ARTIFACTS = join(import.meta.dirname, '../../../test-artifacts/cards');
const HOSTILE = '</text><image href="/etc/passwd"/>';
/** The text area under the photo and ring: headline, occasion and feedback. */
const TEXT_AREA = { left: 60, top: 1250, width: 960, height: 620 };

async function raw(png: Buffer, area = TEXT_AREA): Promise<Buffer> {
  return sharp(png).extract(area).removeAlpha().raw().toBuffer();
}

/** Pixels that differ by more than 48 in some channel. */
function differing(a: Buffer, b: Buffer): number {
  let n = 0;
  for (let i = 0; i < a.length; i += 3) {
    if (Math.abs(a[i]! - b[i]!) > 48 || Math.abs(a[i + 1]! - b[i + 1]!) > 48 || Math.abs(a[i + 2]! - b[i + 2]!) > 48) n++;
  }
  return n;
}

/** One line of text on white with the given fonts, as raw RGB. */
function line(text: string, family: string, fontFiles: string[]): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="80"><rect width="800" height="80" fill="#fff"/><text x="20" y="55" font-size="40" font-family="${family}">${text}</text></svg>`;
  const image = new Resvg(svg, { font: { fontFiles, loadSystemFonts: false, defaultFontFamily: 'Noto Sans' } }).render();
  return Buffer.from(image.pixels.filter((_, i) => i % 4 !== 3));
}

/** Mean absolute difference per channel of two RGB images, and how many pixels differ by more than 16 in a channel. */
function difference(a: Buffer, b: Buffer): { mean: number; over16: number } {
  let sum = 0;
  let over16 = 0;
  for (let i = 0; i < a.length; i += 3) {
    const r = Math.abs(a[i]! - b[i]!);
    const g = Math.abs(a[i + 1]! - b[i + 1]!);
    const bl = Math.abs(a[i + 2]! - b[i + 2]!);
    sum += r + g + bl;
    if (r > 16 || g > 16 || bl > 16) over16++;
  }
  return { mean: sum / a.length, over16 };
}

let photo: Buffer;
beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  photo = await samplePhoto();
});

describe('share card PNG', () => {
  it.each(LANGUAGES.map((l) => [l]))('renders a 1080x1920 PNG with drawn text in %s', async (language: Language) => {
    const png = await renderShareCard(sampleInput(language, language === 'de' ? null : photo));
    writeFileSync(join(ARTIFACTS, `${language}.png`), png);
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT]);

    // The same card with no text: glyphs must account for many pixels of the text area.
    const blank = await renderShareCard({ ...sampleInput(language, language === 'de' ? null : photo), headline: '', occasion: ' ', feedbackLines: [] });
    expect(differing(await raw(png), await raw(blank))).toBeGreaterThan(15_000);
  });

  it('shapes Arabic and draws CJK with real glyphs (not missing-glyph boxes)', () => {
    const latinOnly = [locateFont('latin')];
    const arabic = 'أسلوب ممتاز';
    expect(differing(line(arabic, 'Noto Sans Arabic', cardFontOptions({ arabic: true, cjk: false }).fontFiles!), line(arabic, 'Noto Sans Arabic', latinOnly))).toBeGreaterThan(500);
    // Joined (shaped) Arabic differs from the same letters drawn isolated (separated by ZWNJ).
    const isolated = [...arabic].join('\u200C');
    expect(differing(line(arabic, 'Noto Sans Arabic', cardFontOptions({ arabic: true, cjk: false }).fontFiles!), line(isolated, 'Noto Sans Arabic', cardFontOptions({ arabic: true, cjk: false }).fontFiles!))).toBeGreaterThan(300);
    const cjk = '素晴らしいスタイル 훌륭한 风格';
    expect(differing(line(cjk, 'Noto Sans CJK JP', [...latinOnly, locateFont('cjk')]), line(cjk, 'Noto Sans CJK JP', latinOnly))).toBeGreaterThan(1000);
  });

  it('finds the JP, SC and KR faces in the Noto CJK collections', () => {
    for (const role of ['cjk', 'cjkBold'] as const) {
      const families = faceFamilies(readFileSync(locateFont(role)));
      expect(families).toEqual(expect.arrayContaining(['Noto Sans CJK JP', 'Noto Sans CJK SC', 'Noto Sans CJK KR']));
    }
  });

  it.each([
    ['en', true, 8.6],
    ['ar', true, 6.4],
    ['ja', true, 7.1],
    ['de', false, 3],
  ] as const)('paints the %s card (photo: %s) as resvg draws the whole card in one SVG', async (language, withPhoto, score) => {
    const input = sampleInput(language, withPhoto ? photo : null, score);
    const card = await prepareShareCard(input);
    let reference: Buffer;
    try {
      // The whole card with the photo at frame size and lossless, so only the layering can differ.
      const framed = await sharp(photo).resize(PHOTO_FRAME.width, PHOTO_FRAME.height, { fit: 'cover' }).png().toBuffer();
      const svg = fullCardSvg(layoutCard(input), withPhoto ? `data:image/png;base64,${framed.toString('base64')}` : null);
      const image = new Resvg(svg, card.options).render();
      reference = await sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } }).removeAlpha().raw().toBuffer();
    } finally {
      card.release();
    }
    const png = await renderShareCard(input);
    const { mean, over16 } = difference(await sharp(png).raw().toBuffer(), reference);
    // Measured: 0.004 and 1 (rounding of antialiased edges only).
    expect(mean).toBeLessThan(0.02);
    expect(over16).toBeLessThan(50);
  });

  it('renders an injection attempt as text and loads nothing', async () => {
    const input = { ...sampleInput('en', photo), headline: HOSTILE, occasion: HOSTILE, feedbackLines: [HOSTILE], emoji: HOSTILE };
    const card = await prepareShareCard(input);
    try {
      const resvg = new Resvg(card.svg, card.options);
      expect(resvg.imagesToResolve()).toEqual([]);
      expect(card.svg.match(/<image /g)).toHaveLength(1);
      expect(card.options).not.toHaveProperty('resourcesDir');
      expect(card.options.font?.loadSystemFonts).toBe(false);
      // The pieces renderShareCard has resvg draw: no image at all.
      const layout = layoutCard(input);
      for (const piece of [layout.ring, layout.text]) {
        const svg = boxSvg(layout.defs, piece.box, piece.body);
        expect(svg).not.toContain('<image');
        expect(new Resvg(svg, card.options).imagesToResolve()).toEqual([]);
      }
    } finally {
      card.release();
    }
    const png = await renderShareCard(input);
    writeFileSync(join(ARTIFACTS, 'injection.png'), png);
    const blank = await renderShareCard({ ...input, headline: '', occasion: ' ', feedbackLines: [] });
    expect(differing(await raw(png), await raw(blank))).toBeGreaterThan(5_000);
  });

  it('still renders when the photo is not an image', async () => {
    const png = await renderShareCard({ ...sampleInput('fr', Buffer.from('not an image')) });
    expect((await sharp(png).metadata()).width).toBe(SHARE_CARD_WIDTH);
  });
});
