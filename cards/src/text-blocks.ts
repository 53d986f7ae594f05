/**
 * The card's user text: headline, occasion pill and feedback panel. Every
 * string is cleaned and capped (text.ts), wrapped to its box, XML-escaped and,
 * for right-to-left languages, laid out with direction="rtl", anchored on the
 * right and wrapped in RLE…PDF so the bidi paragraph level is RTL (resvg
 * otherwise orders mixed runs as an LTR paragraph).
 */
import { escapeHtml, textDirection, type Language } from '@fitrater/contracts';
import { FAMILY } from './fonts';
import { protectLamAlef } from './arabic';
import { SHARE_CARD_WIDTH as W } from './share-card';
import { cleanText, textWidth, wrapText, ellipsize } from './text';

export const LIMITS = { headline: 80, occasion: 60, feedbackItem: 240, feedbackItems: 4 } as const;

export const HEADLINE = { size: 60, lineHeight: 74, maxWidth: 940, maxLines: 2 } as const;
export const PILL = { size: 32, height: 62, padX: 34, maxWidth: 880 } as const;
export const PANEL = { x: 90, width: 900, size: 34, lineHeight: 50, padY: 34, padX: 44, bullet: 30, itemGap: 14, maxLinesPerItem: 2 } as const;
export const FEEDBACK_TEXT_WIDTH = PANEL.width - 2 * PANEL.padX - PANEL.bullet;

export interface TextStyle {
  language: Language;
  rtl: boolean;
  family: string;
}

export function textStyle(language: Language): TextStyle {
  const family =
    language === 'ar' ? `${FAMILY.arabic}, ${FAMILY.latin}`
    : language === 'ja' ? `${FAMILY.cjkJapanese}, ${FAMILY.latin}`
    : language === 'zh' ? `${FAMILY.cjkChinese}, ${FAMILY.latin}`
    : language === 'ko' ? `${FAMILY.cjkKorean}, ${FAMILY.latin}`
    : FAMILY.latin;
  return { language, rtl: textDirection(language) === 'rtl', family };
}

type Anchor = 'start' | 'middle' | 'end';

/** One <text> line. `content` is raw (cleaned) text: escaped here. */
export function textLine(style: TextStyle, x: number, y: number, content: string, attrs: { size: number; bold?: boolean; anchor: Anchor; fill: string }): string {
  // Noto Sans Arabic has no "…": three full stops keep RTL lines in one font (see arabic.ts).
  const text = protectLamAlef(style.rtl ? content.replace(/\u2026/g, '...') : content, style.rtl);
  const body = style.rtl ? `\u202B${escapeHtml(text)}\u202C` : escapeHtml(text);
  const dir = style.rtl ? ' direction="rtl"' : '';
  const weight = attrs.bold ? ' font-weight="700"' : '';
  return `<text x="${x}" y="${y}"${dir} text-anchor="${attrs.anchor}" font-family="${style.family}" font-size="${attrs.size}"${weight} fill="${attrs.fill}" xml:space="preserve">${body}</text>`;
}

export interface Block {
  height: number;
  /** The text drawn (for choosing and subsetting fonts). */
  text: string;
  svg: (top: number) => string;
}

export function headlineBlock(style: TextStyle, headline: string): Block {
  const lines = wrapText(cleanText(headline, LIMITS.headline), { maxWidth: HEADLINE.maxWidth, fontSize: HEADLINE.size, maxLines: HEADLINE.maxLines, bold: true });
  return {
    height: lines.length * HEADLINE.lineHeight,
    text: lines.join(' '),
    svg: (top) =>
      lines.map((line, i) => textLine(style, W / 2, top + 56 + i * HEADLINE.lineHeight, line, { size: HEADLINE.size, bold: true, anchor: 'middle', fill: '#ffffff' })).join(''),
  };
}

export function occasionBlock(style: TextStyle, occasion: string): Block {
  let label = cleanText(occasion, LIMITS.occasion) || 'Everyday';
  const innerMax = PILL.maxWidth - 2 * PILL.padX;
  if (textWidth(label, PILL.size, true) > innerMax) label = ellipsize(label, innerMax, PILL.size, true);
  const width = Math.min(PILL.maxWidth, textWidth(label, PILL.size, true) + 2 * PILL.padX);
  return {
    height: PILL.height,
    text: label,
    svg: (top) =>
      `<rect x="${(W - width) / 2}" y="${top}" width="${width}" height="${PILL.height}" rx="${PILL.height / 2}" fill="#fff" fill-opacity=".1" stroke="url(#accent)" stroke-width="3"/>` +
      textLine(style, W / 2, top + 42, label, { size: PILL.size, bold: true, anchor: 'middle', fill: '#ffffff' }),
  };
}

/** Feedback items (at most 4), each wrapped to at most 2 lines, within a total line budget. */
export function feedbackLayout(items: readonly unknown[], maxLines: number): string[][] {
  const out: string[][] = [];
  let budget = maxLines;
  for (const item of items) {
    if (out.length === LIMITS.feedbackItems || budget <= 0) break;
    const text = cleanText(item, LIMITS.feedbackItem);
    if (!text) continue;
    const lines = wrapText(text, { maxWidth: FEEDBACK_TEXT_WIDTH, fontSize: PANEL.size, maxLines: Math.min(PANEL.maxLinesPerItem, budget) });
    out.push(lines);
    budget -= lines.length;
  }
  return out;
}

export function feedbackBlock(style: TextStyle, items: readonly unknown[], maxLines: number): Block {
  const layout = feedbackLayout(items, maxLines);
  if (layout.length === 0) return { height: 0, text: '', svg: () => '' };
  const rows = layout.reduce((n, lines) => n + lines.length, 0);
  const height = 2 * PANEL.padY + rows * PANEL.lineHeight + (layout.length - 1) * PANEL.itemGap;
  const left = PANEL.x + PANEL.padX;
  const right = PANEL.x + PANEL.width - PANEL.padX;
  return {
    height,
    text: layout.flat().join(' '),
    svg: (top) => {
      let y = top + PANEL.padY;
      let out = `<rect x="${PANEL.x}" y="${top}" width="${PANEL.width}" height="${height}" rx="36" fill="#fff" fill-opacity=".08" stroke="#fff" stroke-opacity=".14" stroke-width="2"/>`;
      for (const lines of layout) {
        const bulletX = style.rtl ? right - 8 : left + 8;
        out += `<circle cx="${bulletX}" cy="${y + PANEL.lineHeight / 2}" r="7" fill="url(#accent)"/>`;
        lines.forEach((line, i) => {
          const baseline = y + i * PANEL.lineHeight + 37;
          out += style.rtl
            ? textLine(style, right - PANEL.bullet, baseline, line, { size: PANEL.size, anchor: 'end', fill: '#f3efff' })
            : textLine(style, left + PANEL.bullet, baseline, line, { size: PANEL.size, anchor: 'start', fill: '#f3efff' });
        });
        y += lines.length * PANEL.lineHeight + PANEL.itemGap;
      }
      return out;
    },
  };
}
