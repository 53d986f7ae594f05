import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@fitrater/contracts';
import { renderShareCardSvg } from '../../src/render-share-card';
import { boxSvg, layoutCard } from '../../src/card-svg';
import { PHOTO_FRAME } from '../../src/photo';
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from '../../src/share-card';
import { feedbackLayout, LIMITS } from '../../src/text-blocks';
import { protectLamAlef } from '../../src/arabic';
import type { ShareCardInput } from '../../src/share-card';

const HOSTILE = '</text><image href="/etc/passwd"/>';
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

function input(overrides: Partial<ShareCardInput> = {}): ShareCardInput {
  return { photo: null, score: 8.6, emoji: '🔥', headline: 'Excellent Style!', occasion: 'Date Night', feedbackLines: ['Great colours.'], language: 'en', ...overrides };
}

/** Text content of every <text> element. */
function texts(svg: string): string[] {
  return [...svg.matchAll(/<text[^>]*>([\s\S]*?)<\/text>/g)].map((m) => m[1]!);
}

describe('renderShareCardSvg', () => {
  it('escapes hostile strings in every field so they render as text', () => {
    const svg = renderShareCardSvg(input({ headline: HOSTILE, occasion: HOSTILE, feedbackLines: [HOSTILE, `"'&<>`], emoji: HOSTILE }));
    expect(svg).not.toContain('<image');
    expect(svg).not.toContain('/etc/passwd"');
    expect(svg).toContain('&lt;/text&gt;&lt;image href=&quot;/etc/passwd&quot;/&gt;');
    expect(svg).toContain('&quot;&#39;&amp;&lt;&gt;');
    // Well-formed: as many <text> openings as closings.
    expect(svg.match(/<text/g)!.length).toBe(svg.match(/<\/text>/g)!.length);
  });

  it('has no external reference: the only href is the data: photo', () => {
    const withPhoto = renderShareCardSvg(input({ photo: JPEG }));
    const hrefs = [...withPhoto.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
    expect(hrefs).toHaveLength(1);
    expect(hrefs[0]).toMatch(/^data:image\/jpeg;base64,[A-Za-z0-9+/=]+$/);
    expect(renderShareCardSvg(input())).not.toContain('href');
    // A photo that is not JPEG/PNG is not embedded.
    expect(renderShareCardSvg(input({ photo: Buffer.from('<svg onload="x">') }))).not.toContain('href');
  });

  it('caps lengths and the number of feedback lines', () => {
    const svg = renderShareCardSvg(input({ headline: 'H'.repeat(10_000), occasion: 'O'.repeat(10_000), feedbackLines: Array.from({ length: 50 }, () => 'word '.repeat(500)) }));
    expect(svg.length).toBeLessThan(40_000);
    const layout = feedbackLayout(Array.from({ length: 50 }, () => 'word '.repeat(500)), 6);
    expect(layout.length).toBeLessThanOrEqual(LIMITS.feedbackItems);
    expect(layout.flat().length).toBeLessThanOrEqual(6);
    for (const lines of layout) expect(lines.at(-1)!.endsWith('…')).toBe(true);
  });

  it('draws at most 4 feedback items and skips blank ones', () => {
    expect(feedbackLayout(['a', '  ', 'b', 'c', 'd', 'e'], 6).map((l) => l.join(' '))).toEqual(['a', 'b', 'c', 'd']);
    expect(feedbackLayout([null, 3, 'ok'], 6)).toEqual([['ok']]);
  });

  it('draws the score with one decimal, clamped', () => {
    expect(texts(renderShareCardSvg(input({ score: 7 })))).toContain('7.0');
    expect(texts(renderShareCardSvg(input({ score: 12 })))).toContain('10.0');
    expect(texts(renderShareCardSvg(input({ score: Number.NaN })))).toContain('0.0');
  });

  it('lays Arabic out right-to-left, anchored on the right, with an RTL embedding', () => {
    const svg = renderShareCardSvg(input({ language: 'ar', headline: 'أسلوب ممتاز!', feedbackLines: ['الألوان متناسقة'] }));
    const feedback = svg.match(/<text[^>]*>\u202B(?:الألوان|ال)[^<]*<\/text>/)![0];
    expect(feedback).toContain('direction="rtl"');
    expect(feedback).toContain('text-anchor="end"');
    expect(feedback).toContain('font-family="Noto Sans Arabic, Noto Sans"');
    expect(svg).not.toContain('direction="ltr"');
  });

  it('uses the language’s CJK face first', () => {
    expect(renderShareCardSvg(input({ language: 'ja', headline: '素晴らしい' }))).toContain('font-family="Noto Sans CJK JP, Noto Sans"');
    expect(renderShareCardSvg(input({ language: 'zh', headline: '风格' }))).toContain('Noto Sans CJK SC');
    expect(renderShareCardSvg(input({ language: 'ko', headline: '훌륭한' }))).toContain('Noto Sans CJK KR');
  });

  it('builds a card in every language', () => {
    for (const language of LANGUAGES) expect(renderShareCardSvg(input({ language }))).toMatch(/^<svg[\s\S]*<\/svg>$/);
  });
});

describe('the pieces renderShareCard draws per card', () => {
  it('escape hostile strings and reference nothing', () => {
    const card = layoutCard(input({ photo: JPEG, headline: HOSTILE, occasion: HOSTILE, feedbackLines: [HOSTILE, `"'&<>`], emoji: HOSTILE }));
    const svgs = [card.ring, card.text].map((piece) => boxSvg(card.defs, piece.box, piece.body));
    for (const svg of svgs) {
      expect(svg).not.toContain('<image');
      expect(svg).not.toContain('href="');
      expect(svg).not.toContain('/etc/passwd"');
      expect(svg.match(/<text/g)!.length).toBe(svg.match(/<\/text>/g)!.length);
    }
    expect(svgs[1]).toContain('&lt;/text&gt;&lt;image href=&quot;/etc/passwd&quot;/&gt;');
    expect(svgs[1]).toContain('&quot;&#39;&amp;&lt;&gt;');
  });

  it('hold the ring and the text within the card, the ring on the side where reading ends', () => {
    for (const language of LANGUAGES) {
      const card = layoutCard(input({ language, headline: 'H '.repeat(60), feedbackLines: ['word '.repeat(100), 'b', 'c', 'd'] }));
      for (const { box } of [card.ring, card.text]) {
        expect(Number.isInteger(box.x) && Number.isInteger(box.y) && Number.isInteger(box.width) && Number.isInteger(box.height)).toBe(true);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(SHARE_CARD_WIDTH);
        expect(box.y + box.height).toBeLessThanOrEqual(SHARE_CARD_HEIGHT);
      }
      const ringMiddle = card.ring.box.x + card.ring.box.width / 2;
      const frameMiddle = PHOTO_FRAME.x + PHOTO_FRAME.width / 2;
      expect(ringMiddle > frameMiddle).toBe(language !== 'ar');
    }
  });
});

describe('protectLamAlef', () => {
  it('uses presentation-form ligatures only when the line needs font fallback', () => {
    expect(protectLamAlef('الألوان جميلة', true)).toBe('الألوان جميلة');
    expect(protectLamAlef('لا FitRater', true)).toBe('\uFEFB FitRater');
    expect(protectLamAlef('سلام FitRater', true)).toBe('س\uFEFCم FitRater');
    expect(protectLamAlef('Look لا', false)).toBe('Look \uFEFB');
  });
});
