import type { FinishMaterial } from '../../lexicon/finish-materials';
import type { FinishNamer } from '../finish-placement';

const FINISHES: Readonly<Record<FinishMaterial, string>> = { sequin: 'Pailletten', glitter: 'Glitzer', metallic: 'Metallic', beaded: 'Perlen', velvet: 'Samt', satin: 'Satin' };

/**
 * German makes a compound: the finish joins the last noun (Paillettenkleid, Samtsakko); a hyphenated or
 * acronym noun, and Metallic, keep a hyphen (Pailletten-T-Shirt, Metallic-Rock).
 */
export const finishName: FinishNamer = (garment, m) => {
  const words = garment.split(' ');
  const last = words.pop()!;
  const hyphen = m === 'metallic' || last.includes('-') || /^\p{Lu}{2}/u.test(last);
  const joined = hyphen ? `${FINISHES[m]}-${last}` : `${FINISHES[m]}${last.charAt(0).toLowerCase()}${last.slice(1)}`;
  return [...words, joined].join(' ');
};
