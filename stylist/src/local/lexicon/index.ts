import { LANGUAGES } from '@fitrater/contracts';
import { COLOUR_IDS, type ColourId } from '../colour/names';
import { PACKS } from '../i18n/packs';
import { COLOUR_WORDS, DRESSY_MATERIALS, PATTERN_WORDS, SPORTY_MATERIALS } from './colours';
import { GARMENT_IDS, GARMENTS, type GarmentId } from './garments';
import { normalise } from './normalise';

export type LexiconEntry =
  | { kind: 'garment'; id: GarmentId; pattern: string }
  | { kind: 'colour'; id: ColourId; pattern: string }
  | { kind: 'dressy' | 'sporty' | 'pattern'; pattern: string };

/** Display names that are everyday words in another language ('Rock' is a German skirt, 'short' French shorts). */
const AMBIGUOUS: ReadonlySet<string> = new Set(['rock', 'short', 'or', 'pull', 'sweat', 'top model']);

function words(list: string): string[] {
  return list.split('|').map((w) => normalise(w.trim())).filter((w) => w.length > 1 && !AMBIGUOUS.has(w));
}

/** Every pattern once (first owner wins), longest first so 'running shoes' beats 'shoes'. */
function build(): LexiconEntry[] {
  const seen = new Set<string>();
  const out: LexiconEntry[] = [];
  const add = (e: LexiconEntry): void => {
    if (seen.has(e.pattern)) return;
    seen.add(e.pattern);
    out.push(e);
  };
  for (const id of GARMENT_IDS) {
    const names = LANGUAGES.map((l) => PACKS[l].garments[id]).join('|');
    for (const pattern of words(`${GARMENTS[id].words}|${names}`)) add({ kind: 'garment', id, pattern });
  }
  for (const id of COLOUR_IDS) {
    const names = LANGUAGES.map((l) => PACKS[l].colours[id]).join('|');
    for (const pattern of words(`${COLOUR_WORDS[id]}|${names}`)) add({ kind: 'colour', id, pattern });
  }
  for (const pattern of words(DRESSY_MATERIALS)) add({ kind: 'dressy', pattern });
  for (const pattern of words(SPORTY_MATERIALS)) add({ kind: 'sporty', pattern });
  for (const pattern of words(PATTERN_WORDS)) add({ kind: 'pattern', pattern });
  return out.sort((a, b) => b.pattern.length - a.pattern.length || a.pattern.localeCompare(b.pattern));
}

let cached: LexiconEntry[] | null = null;
export function lexicon(): LexiconEntry[] {
  cached ??= build();
  return cached;
}
