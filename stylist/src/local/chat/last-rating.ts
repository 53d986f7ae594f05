import { RATING_COMPONENTS, type ChatPersonality, type Language, type RatingComponent } from '@fitrater/contracts';
import type { ChatFacts } from '../../chat-types';
import { RATING_TO_STYLING_OCCASION, type GarmentSlot } from '../../knowledge';
import { planOutfit, type Pick } from '../styling/generator';
import { plainPiece, endSentence } from '../styling/plain-text';
import { garmentInColour } from '../styling/words';
import { decimal } from '../grammar/numbers';
import { eraSaid, fillIn } from './knowledge-answer';
import { garmentWords } from '../../knowledge/eras';
import { readDescription } from '../signals/text';
import type { ChatLines } from './lines/types';
import type { LanguagePack } from './rater';
import { chillCase } from './voice';
import { colonToStop, joinSentences } from './voices';

const SLOTS: Record<RatingComponent, GarmentSlot[]> = { top: ['top'], bottom: ['bottom'], footwear: ['shoes'], accessories: ['acc'] };
/** A weakest part at or above this score is not a problem to fix, only a place for an optional change. */
const ALREADY_WORKS = 8;
const EMPTY_PROFILE = { preferredStyles: [], avoidedStyles: [], preferredColors: [], budgetRange: null, lifestyle: null, bestOutfits: [] };

/**
 * "How can I improve my last outfit?": the member's latest rating, its weakest part first with
 * what the rating said about it, a replacement planned for the same occasion by the outfit
 * generator, and the part worth keeping. Only this rating's own scores are quoted.
 */
export function lastRatingAnswer(facts: ChatFacts, personality: ChatPersonality, language: Language, lines: ChatLines, pack: LanguagePack, occasionName: (o: string) => string, seed: string): string {
  const latest = facts.latest;
  if (!latest) return lines.lastNone;
  const f = (t: string, v: Record<string, string>) => fillIn(t, v, pack);
  const score = (n: number) => decimal(n, language, false);
  const parts = RATING_COMPONENTS
    .map((c) => ({ c, a: latest.components?.[c] }))
    .filter((x): x is { c: RatingComponent; a: NonNullable<typeof x.a> } => !!x.a && x.a.status === 'visible' && x.a.rating !== null)
    .sort((x, y) => x.a.rating! - y.a.rating!);
  const head = f(lines.lastScore, { score: score(latest.score), occasion: occasionName(latest.occasion === 'custom' ? 'casual' : latest.occasion) });
  const weakest = parts[0];
  if (!weakest) return joinSentences([head, lines.clarify], language, pack);
  // When even the weakest part scored high, the rating's own note on it says to keep it: the answer
  // says the outfit works and offers one optional change, instead of "start with" and "no change needed".
  // So does a weakest part whose own note is the rating's "keep it" (a 7.9 that fits the occasion): quoting
  // "keep it, it works" after "start with this part" and before "replace it" would contradict itself.
  const keepNote = (pack.phrases['sugg.keep'] as readonly string[]).includes(weakest.a.suggestions?.[0] ?? '');
  const works = weakest.a.rating! >= ALREADY_WORKS || keepNote;
  const said = weakest.a.suggestions?.[0] ?? (plainPiece(weakest.a.description) || lines.parts[weakest.c]);
  const weakLine = works
    ? f(lines.lastWorks, { part: lines.parts[weakest.c], score: score(weakest.a.rating!) })
    // The rating's note may have a colon of its own ('Da tenere: funziona.'); after the line's colon it is a sentence of its own.
    : f(lines.lastWeakest, { part: lines.parts[weakest.c], score: score(weakest.a.rating!), text: endSentence(colonToStop(said, pack)) });
  const plan = planOutfit({ occasion: RATING_TO_STYLING_OCCASION[latest.occasion] ?? 'casual-weekend', weather: null, bodyType: null, profile: EMPTY_PROFILE, language, seed }, { separates: true });
  const pick = [plan.top, plan.bottom, plan.shoes, ...plan.accessories].find((p): p is Pick => !!p && SLOTS[weakest.c].includes(p.garment.slot));
  // The replacement names the part it replaces ('Replace the top with…'): chill says it alone, and a pronoun would have no antecedent.
  const replace = pick ? f(works ? lines.lastOneChange : lines.lastReplace, { item: garmentInColour(pick, language), part: lines.parts[weakest.c] }) : '';
  const best = parts.at(-1);
  const keep = best && best !== weakest && best.a.rating! >= 7 ? f(lines.lastKeep, { part: lines.parts[best.c], score: score(best.a.rating!) }) : '';
  const next = pick ? f(lines.nextTry, { item: garmentInColour(pick, language) }) : lines.nextGeneral;
  switch (personality) {
    case 'brutal': return joinSentences([weakLine, replace], language, pack);
    case 'hype': return joinSentences([keep || head, replace && f(lines.upgrade, { item: pick ? garmentInColour(pick, language) : '' })], language, pack);
    case 'coach': return joinSentences([...[weakLine, replace, keep].filter(Boolean).map((s, i) => `${i + 1}. ${s}`), next], language, pack);
    case 'chill': return chillCase(joinSentences([replace || weakLine, lines.chillClose], language, pack), language);
    case 'sassy': return works ? joinSentences([weakLine, replace], language, pack) : joinSentences([pick ? f(lines.sassyPick, { item: garmentInColour(pick, language) }) : head, weakLine], language, pack);
    case 'vintage': {
      // The reference is about the rated outfit's own pieces (Cary Grant's grey suit for a grey suit), or not said.
      const worn = parts.flatMap((x) => readDescription(x.a.description, language)?.garments.map((g) => garmentWords(g.garment, g.colours[0])) ?? []);
      return joinSentences([eraSaid(lines, { pieces: worn }, 'grant') ?? '', weakLine, replace], language, pack);
    }
    default: return joinSentences([head, weakLine, replace, keep], language, pack);
  }
}
