import type { GermanCompound } from '../../lexicon/german-compound';
import { normalise } from '../../lexicon/normalise';
import { nounOf } from './grammar';

/**
 * A piece given back by the compound the member named it with: Leinenhemd, Midi-Wickelkleid, Lederboots, as written
 * (without its endings), when the grammar knows its last part. Otherwise the first part goes before the garment's own
 * name: that name's end that reads as the member's garment word (Stoffhose ends in hose: Leinenhose, not
 * Leinenstoffhose) or the whole name; a name of two words (High Heels) stays as it is, and a head that is hyphenated
 * or an abbreviation takes a hyphen (Leinen-T-Shirt), as does a first part written with one.
 */
export function compoundName(compound: GermanCompound, name: string): string {
  if (nounOf(compound.written)) return compound.written;
  if (!compound.first || name.includes(' ')) return name;
  const head = tailSaying(name, compound.head) ?? name;
  if (compound.first.endsWith('-')) return `${compound.first}${capitalised(head)}`;
  if (head.includes('-') || /^\p{Lu}{2}/u.test(head)) return `${compound.first}-${capitalised(head)}`;
  return `${compound.first}${head.toLowerCase()}`;
}

/** The end of `name` that reads as `word` ('Stoffhose', 'hose' → 'hose'), or null when the name does not end in it. */
function tailSaying(name: string, word: string): string | null {
  for (let i = 0; i < name.length; i++) {
    if (normalise(name.slice(i)) === word) return name.slice(i);
  }
  return null;
}

const capitalised = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
