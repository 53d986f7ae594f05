/**
 * Prints what the engine makes of the fresh reading set (fresh/reading/<language>.json): each description with the
 * pieces read, the score and the prose, then each chat conversation turn by turn, to be read by a native speaker and a
 * stylist. Nothing here is scored: the reading is the test, and what it finds becomes unit tests.
 *   node scripts/lib/run-ts.mjs stylist/eval/read-fresh.ts es [de it …]
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LANGUAGES, isRatingOccasion, type Language, type RatingOccasion } from '@fitrater/contracts';
import type { ChatFacts, ChatTurn } from '../src/chat-types';
import { writeLocalReply } from '../src/local/chat';
import { createLocalRater } from '../src/local/engine';
import { readDescription } from '../src/local/signals/text';

interface ReadingSet { language: Language; descriptions: [string, string][]; chats: string[][] }

const NO_FACTS: ChatFacts = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const DIR = resolve(process.env.EVAL_DIR ?? 'stylist/eval', 'fresh/reading');
const rater = createLocalRater();
const out: string[] = [];

// run-ts passes the script's own path first, so the languages are picked out of the arguments.
for (const language of process.argv.filter((a): a is Language => (LANGUAGES as readonly string[]).includes(a))) {
  const set = JSON.parse(readFileSync(`${DIR}/${language}.json`, 'utf8')) as ReadingSet;
  out.push(`=== ${language}: ${set.descriptions.length} descriptions, ${set.chats.length} conversations`);
  for (const [i, [occasion, description]] of set.descriptions.entries()) {
    if (!isRatingOccasion(occasion)) throw new Error(`${language} #${i}: unknown occasion ${occasion}`);
    const read = readDescription(description, language)?.garments ?? [];
    const pieces = read.map((g) => `${g.garment}${g.colours.length ? `:${g.colours.join('/')}` : ''}`).join(' ');
    const a = await rater.rate({ image: null, description, occasion: occasion as RatingOccasion, customOccasion: null, language });
    out.push(`\n#${i} [${occasion}] ${description}\n  read: ${pieces}\n  ${a.overallRating.toFixed(1)} ${a.summary}\n  ${a.feedback}`);
    for (const [part, c] of Object.entries(a.components)) {
      out.push(`  ${part}: ${c.rating ?? '-'} ${c.description}${c.suggestions?.length ? ` → ${c.suggestions.join(' | ')}` : ''}`);
    }
  }
  for (const [i, turns] of set.chats.entries()) {
    out.push(`\n## chat ${i}`);
    const history: ChatTurn[] = [];
    for (const message of turns) {
      const reply = await writeLocalReply({ message, language, personality: 'professional', history: [...history], facts: NO_FACTS, image: null }, { paceMs: 0 });
      history.push({ role: 'user', text: message }, { role: 'assistant', text: reply });
      out.push(`  > ${message}\n  ${reply}`);
    }
  }
  out.push('');
}
process.stdout.write(`${out.join('\n')}\n`);
