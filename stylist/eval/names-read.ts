/**
 * How many of the knowledge base's garment names are read back when a member types them: each name, as the catalogue
 * writes it in the language, is read as a description and counts when a garment is found for every part its slot dresses.
 *   REVIEW_LANGUAGE=de node scripts/lib/run-ts.mjs stylist/eval/names-read.ts [--list]
 */
import type { Language } from '@fitrater/contracts';
import { GARMENTS as KNOWLEDGE } from '../src/knowledge';
import { GARMENTS as LEXICON } from '../src/local/lexicon/garments';
import { garmentName } from '../src/local/styling/garment-names';
import { readDescription } from '../src/local/signals/text';

const PARTS = { top: ['top'], outer: ['top'], bottom: ['bottom'], dress: ['top', 'bottom'], shoes: ['footwear'], acc: ['accessories'] } as const;
// Socks are listed with the accessories in the knowledge base and dress the feet in the lexicon.
const SOCKS: ReadonlySet<string> = new Set(['dressSocks', 'sportsSocks']);
const language = (process.env.REVIEW_LANGUAGE ?? 'de') as Language;

const missed: string[] = [];
for (const g of KNOWLEDGE) {
  const name = garmentName(g, language);
  const found = readDescription(name, language)?.garments ?? [];
  const parts: readonly string[] = PARTS[g.slot];
  const read = found.some((m) => parts.every((c) => (LEXICON[m.garment].components as readonly string[]).includes(c)) || (g.slot === 'acc' && SOCKS.has(m.garment)));
  if (!read) missed.push(`${g.id}\t${name}\t${found.map((m) => m.garment).join(',') || '-'}`);
}
console.log(`${language}: ${KNOWLEDGE.length - missed.length}/${KNOWLEDGE.length} names read`);
if (process.argv.includes('--list')) console.log(missed.join('\n'));
