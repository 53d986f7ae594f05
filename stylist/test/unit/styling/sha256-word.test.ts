import { hash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256FirstWord } from '../../../src/local/styling/sha256-word';
import { random } from '../../support/prose-samples';

const digestWord = (seed: string, key: string) => hash('sha256', `${seed}:${key}`, 'buffer').readUInt32BE(0);

describe('the first word of the SHA-256 digest of seed:key', () => {
  it('is the digest\'s for every length across the block boundaries (55, 56, 63, 64 bytes) and past the JavaScript limit', () => {
    const next = random(7);
    for (let length = 0; length <= 600; length++) {
      const text = Array.from({ length }, () => String.fromCharCode(32 + Math.floor(next() * 95))).join('');
      const cut = Math.floor(next() * (length + 1));
      const [seed, key] = [text.slice(0, cut), text.slice(cut)];
      expect(sha256FirstWord(seed, key), `${length} characters`).toBe(digestWord(seed, key));
    }
  });

  it('is the digest\'s for what jitter is given: a request id or a short seed, and a story or a garment', () => {
    for (const seed of ['s12', 'f3:2', '9b2f6c1e-4d1a-4c8e-9a57-2f1d3b6e8c40', '9b2f6c1e-4d1a-4c8e-9a57-2f1d3b6e8c40:1']) {
      for (const key of ['navy/charcoal/null', 'burgundy/lavender/mustard', 'silk-blouse', 'dress']) {
        expect(sha256FirstWord(seed, key)).toBe(digestWord(seed, key));
      }
    }
  });

  it('encodes text beyond ASCII as UTF-8, as the digest does', () => {
    for (const [seed, key] of [['é', ''], ['vestido', 'ñ'], ['連衣裙', '黑色'], ['s1', 'فستان'], ['😀', 'x'], ['a'.repeat(60), 'ü']]) {
      expect(sha256FirstWord(seed!, key!)).toBe(digestWord(seed!, key!));
    }
  });
});
