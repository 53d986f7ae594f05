import { createHash } from 'node:crypto';
import type { StylistInput } from '../../stylist';
import { realise } from '../grammar/realise';
import type { Grammar, SlotValue } from '../grammar/types';

/** Content hash of everything that shapes an answer: same bytes and words → same hash. */
export function contentHash(input: StylistInput): string {
  const h = createHash('sha256');
  h.update(input.image ? input.image.bytes : Buffer.alloc(0));
  h.update('\u0000');
  h.update(input.description ?? '');
  h.update('\u0000');
  h.update(`${input.occasion}\u0000${input.customOccasion ?? ''}\u0000${input.language}`);
  return h.digest('hex');
}

/** FNV-1a of the seed and a salt: a stable index for picking one of several variants. */
export function pickIndex(seed: string, salt: string, n: number): number {
  let h = 0x811c9dc5;
  const s = `${seed}:${salt}`;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return n <= 1 ? 0 : h % n;
}

/** Fills {name} placeholders (and agreement slots) in the language's grammar; unknown names are left empty. */
export const fill: (template: string, values: Readonly<Record<string, SlotValue>>, grammar?: Grammar) => string = realise;
