import type { Language } from '@fitrater/contracts';
import type { SituationPiece } from '../../knowledge/chat-situations';
import { factsOf } from '../languages/registry';
import { garmentInColour } from '../styling/words';

/**
 * One garment named in two colours, said once: the words both names share around the two colours joined by 'or'
 * ('brown slim leather belt' and 'black slim leather belt' → 'brown or black slim leather belt', 'ceinture fine marron
 * en cuir' and '…noire en cuir' → 'ceinture fine marron ou noire en cuir'), each colour as the language agreed it. Null
 * when the two names do not differ in one place only.
 */
export function eitherColour(a: string, b: string, or: string): string | null {
  const x = a.split(' ');
  const y = b.split(' ');
  let head = 0;
  while (head < x.length && head < y.length && x[head] === y[head]) head++;
  let tail = 0;
  while (tail < x.length - head && tail < y.length - head && x[x.length - 1 - tail] === y[y.length - 1 - tail]) tail++;
  const own = (words: string[]) => words.slice(head, words.length - tail).join(' ');
  if (!own(x) || !own(y)) return null;
  return [...x.slice(0, head), `${own(x)} ${or} ${own(y)}`, ...x.slice(x.length - tail)].join(' ');
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
  pieces.forEach((p, i) => {
    const name = garmentInColour(p, language);
    const before = kept.at(-1);
    const merged = or && before && before === pieces[i - 1] && before.garment.id === p.garment.id ? eitherColour(names.at(-1)!, name, or) : null;
    if (merged) names[names.length - 1] = merged;
    else { names.push(name); kept.push(p); }
  });
  return { names, pieces: kept };
}
