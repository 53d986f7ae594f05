import { describe, expect, it } from 'vitest';
import { DEFAULT_EMOJI, EMOJI_KINDS, emojiDrawing, emojiKind, emojiSvg } from '../../src/emoji';

describe('emoji', () => {
  it('has a drawing for each of the ten required emoji', () => {
    const required: Record<string, string> = { '✨': 'sparkles', '🔥': 'fire', '😍': 'heartEyes', '👏': 'clap', '👍': 'thumbsUp', '🙂': 'slightSmile', '😐': 'neutral', '🤔': 'thinking', '💯': 'hundred', '⭐': 'star' };
    for (const [emoji, kind] of Object.entries(required)) expect(emojiKind(emoji)).toBe(kind);
    for (const kind of EMOJI_KINDS) expect(emojiDrawing(kind)).toMatch(/^<(path|g|circle|rect|polygon)/);
  });

  it('ignores variation selectors, skin tones and ZWJ tails', () => {
    expect(emojiKind('⭐\uFE0F')).toBe('star');
    expect(emojiKind('👍🏽')).toBe('thumbsUp');
    expect(emojiKind('👏🏿')).toBe('clap');
    expect(emojiKind('❤️')).toBe('heartEyes');
  });

  it('maps related emoji and falls back to sparkles for anything else', () => {
    expect(emojiKind('😊')).toBe('slightSmile');
    expect(emojiKind('🌟')).toBe('star');
    expect(emojiKind('🦄')).toBe(DEFAULT_EMOJI);
    expect(emojiKind('')).toBe(DEFAULT_EMOJI);
    expect(emojiKind('<script>')).toBe(DEFAULT_EMOJI);
    expect(emojiKind(null)).toBe(DEFAULT_EMOJI);
  });

  it('draws with shapes only: no text, no references', () => {
    const svg = emojiSvg('🔥', 100, 100, 80);
    expect(svg).toContain('translate(60 60) scale(0.8)');
    expect(svg).not.toMatch(/<text|href|url\(/);
  });
});
