import type { Language } from '@fitrater/contracts';
import type { SituationPiece } from '../../knowledge/chat-situations';
import { factsOf } from '../languages/registry';
import { garmentInColour } from '../styling/words';

/**
 * One garment named in several colours, said once: the words all the names share around the colours, which are joined
 * as alternatives ('slim brown leather belt' and 'slim black leather belt' → 'slim brown or black leather belt',
 * 'ceinture fine marron en cuir' and '…noire…' → 'ceinture fine marron ou noire en cuir'), each colour as the language
 * agreed it. Null when the names do not differ in one place only.
 */
export function eitherColour(names: readonly string[], or: string): string | null {
  const words = names.map((n) => n.split(' '));
  const shortest = Math.min(...words.map((w) => w.length));
  let head = 0;
  while (head < shortest && words.every((w) => w[head] === words[0]![head])) head++;
  let tail = 0;
  while (tail < shortest - head && words.every((w) => w[w.length - 1 - tail] === words[0]![words[0]!.length - 1 - tail])) tail++;
  const own = words.map((w) => w.slice(head, w.length - tail).join(' '));
  if (own.some((o) => !o)) return null;
  const colours = `${own.slice(0, -1).join(', ')} ${or} ${own.at(-1)}`;
  const first = words[0]!;
  return [...first.slice(0, head), colours, ...first.slice(first.length - tail)].join(' ');
}

/**
 * The picks as the answer names them: the same garment offered in two colours one after the other is one pick in
 * either colour, as a stylist says it ('a slim leather belt in brown or black', never 'a brown slim leather belt and a
 * black slim leather belt'), where the language says how (facts.or). `pieces` keeps the first piece of each pick.
 */
export function namedPicks(pieces: readonly SituationPiece[], language: Language): { names: string[]; pieces: SituationPiece[] } {
  const or = factsOf(language).or;
  const names: string[] = [];
  const kept: SituationPiece[] = [];
  // The same garment twice in a row is one pick. Two colours at most: a third after a comma would make the phrase read
  // as a list of pieces to the agreement ('des cravates bordeaux, bleu marine ou grises'), so it stays a pick of its own.
  const runs: SituationPiece[][] = [];
  for (const [i, p] of pieces.entries()) {
    const run = runs.at(-1);
    if (or && run && run.length < 2 && pieces[i - 1] === run.at(-1) && run[0]!.garment.id === p.garment.id) run.push(p);
    else runs.push([p]);
  }
  for (const run of runs) {
    const each = run.map((p) => garmentInColour(p, language));
    const merged = run.length > 1 && or ? eitherColour(each, or) : null;
    if (merged) { names.push(merged); kept.push(run[0]!); } else { names.push(...each); kept.push(...run); }
  }
  return { names, pieces: kept };
}
