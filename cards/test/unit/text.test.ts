import { describe, expect, it } from 'vitest';
import { cleanText, ellipsize, textWidth, wrapText } from '../../src/text';

describe('cleanText', () => {
  it('removes controls, bidi overrides and emoji, and collapses whitespace', () => {
    expect(cleanText('a\u0000b\u202Ec\u2067d \n\t e🔥✨👍🏽', 100)).toBe('abcd e');
  });
  it('caps by graphemes with an ellipsis and never splits a surrogate pair or a combining mark', () => {
    expect(cleanText('x'.repeat(300), 10)).toBe(`${'x'.repeat(9)}…`);
    const capped = cleanText('é'.normalize('NFD').repeat(20), 5);
    expect(capped).toBe(`${'é'.repeat(4)}…`);
    expect(cleanText('\uD800abc', 10)).toBe('abc');
  });
  it('returns empty text for non-strings', () => {
    expect(cleanText(undefined, 10)).toBe('');
    expect(cleanText({ toString: () => '<x>' }, 10)).toBe('');
  });
});

describe('textWidth', () => {
  it('treats CJK as full width and Latin as narrower', () => {
    expect(textWidth('日本語', 10)).toBeCloseTo(30);
    expect(textWidth('한국어', 10)).toBeCloseTo(30);
    const latin = textWidth('abcdefghij', 10);
    expect(latin).toBeGreaterThan(40);
    expect(latin).toBeLessThan(65);
    expect(textWidth('WWW', 10, true)).toBeGreaterThan(textWidth('iii', 10, true));
  });
});

describe('wrapText', () => {
  const opts = { maxWidth: 300, fontSize: 30, maxLines: 2 };

  it('breaks Latin text at spaces and keeps every line within the width', () => {
    const lines = wrapText('The navy blazer and white shirt form a clean base', { ...opts, maxLines: 5 });
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 30)).toBeLessThanOrEqual(300);
    expect(lines.join(' ')).toBe('The navy blazer and white shirt form a clean base');
  });

  it('ellipsises what does not fit in maxLines', () => {
    const lines = wrapText('word '.repeat(50), opts);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
    expect(textWidth(lines[1]!, 30)).toBeLessThanOrEqual(300);
  });

  it('hard-breaks a word longer than a line', () => {
    const lines = wrapText('Donaudampfschifffahrtsgesellschaftskapitän', { ...opts, maxLines: 4 });
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('Donaudampfschifffahrtsgesellschaftskapitän');
  });

  it('breaks CJK between characters, never before closing punctuation', () => {
    const lines = wrapText('ネイビーのブレザーと白シャツで、すっきりと自信のある印象です。', { ...opts, maxLines: 6 });
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) {
      expect(textWidth(line, 30)).toBeLessThanOrEqual(300);
      expect(line).not.toMatch(/^[、。]/);
    }
    expect(lines.join('')).toBe('ネイビーのブレザーと白シャツで、すっきりと自信のある印象です。');
  });

  it('wraps Arabic at spaces in logical order', () => {
    const text = 'السترة الكحلية والقميص الأبيض يشكلان أساسًا أنيقًا وواثقًا';
    const lines = wrapText(text, { ...opts, maxLines: 6 });
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(text);
    for (const line of lines) expect(textWidth(line, 30)).toBeLessThanOrEqual(300);
  });

  it('returns nothing for empty text or no lines', () => {
    expect(wrapText('   ', opts)).toEqual([]);
    expect(wrapText('abc', { ...opts, maxLines: 0 })).toEqual([]);
  });

  it('ellipsize fits its width', () => {
    expect(textWidth(ellipsize('abcdefghijklmnopqrstuvwxyz', 100, 20), 20)).toBeLessThanOrEqual(100);
  });
});
