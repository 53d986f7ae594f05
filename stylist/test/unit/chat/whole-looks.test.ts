import { describe, expect, it } from 'vitest';
import type { RatingComponent } from '@fitrater/contracts';
import { SITUATIONS } from '../../../src/knowledge/chat-situations';
import { looksOf } from '../../../src/local/chat/voices';

/** The parts of the body a catalogue piece dresses, as the chat places them (knowledge-answer.ts). */
const PARTS: Record<string, readonly RatingComponent[]> = { top: ['top'], dress: ['top', 'bottom'], bottom: ['bottom'], shoes: ['footwear'], outer: ['top'], acc: ['accessories'] };

describe('a dress code\'s picks are said as whole looks', () => {
  it.each(SITUATIONS.filter((s) => s.family === 'dressCode').map((s) => [s.id, s] as const))('%s: every "another look" dresses the body, top and bottom', (_id, s) => {
    const names: string[] = s.picks.map((p) => p.garment.id);
    const looks = looksOf(names, 'en', false, s.picks.map((p) => PARTS[p.garment.slot]!));
    for (const look of looks.slice(1)) {
      const parts = look.flatMap((n) => PARTS[s.picks[names.indexOf(n)]!.garment.slot]!);
      expect(parts.includes('top') && parts.includes('bottom'), `${s.id}: ${JSON.stringify(looks)}`).toBe(true);
    }
  });
});
