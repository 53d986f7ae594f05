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

  it('renders an injection attempt as text and loads nothing', async () => {
    const input = { ...sampleInput('en', photo), headline: HOSTILE, occasion: HOSTILE, feedbackLines: [HOSTILE], emoji: HOSTILE };
    const card = await prepareShareCard(input);
    try {
      const resvg = new Resvg(card.svg, card.options);
      expect(resvg.imagesToResolve()).toEqual([]);
      expect(card.svg.match(/<image /g)).toHaveLength(1);
      expect(card.options).not.toHaveProperty('resourcesDir');
      expect(card.options.font?.loadSystemFonts).toBe(false);
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
