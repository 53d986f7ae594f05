import type { ChatPersonality, Language, RatingComponent } from '@fitrater/contracts';
import { pickIndex, type LanguagePack } from './rater';
import type { ContentAnswer } from './knowledge-answer';
import { fillIn } from './knowledge-answer';
import type { ChatLines } from './lines/types';
import { lowerFirst } from '../grammar/text';
import { exclaimed, typeset } from '../grammar/typeset';
import { factsOf } from '../languages/registry';
import { endSentence } from '../styling/plain-text';
import { chillCase } from './voice';
import { readDescription } from '../signals/text';

/** What follows a lead ('For a wedding:') before its sentence: a space, or nothing in a language written without spaces. */
export const wordGap = (language: Language): string => (factsOf(language).spacedWords ? ' ' : '');

/** Families that answer for one accessory, whose reason is the rule for choosing it. */
const SINGLE_ITEM: ReadonlySet<string> = new Set(['belt', 'socks', 'tie']);

/** The first sentence of a text (up to a full stop, ! or ? that ends it, or the Chinese and Japanese 。！？). */
export function firstSentence(text: string): string {
  return /^.*?(?:[.!?](?=\s|$)|[。！？])/su.exec(text)?.[0] ?? text;
}

/** 'A: b…' as 'A. B…' (the first colon of a text, with the space French puts before it; 。 after a full-width colon). */
export function colonToStop(text: string, pack: Pick<LanguagePack, 'capitalise'>): string {
  const m = /[\s\u00a0\u202f]?([:：])[\s\u00a0\u202f]*/u.exec(text);
  if (!m || m.index + m[0].length >= text.length) return text;
  return `${text.slice(0, m.index)}${m[1] === '：' ? '。' : '. '}${pack.capitalise(text.slice(m.index + m[0].length))}`;
}

/**
 * The word an occasion is known by, without its article or what qualifies it: 'un rendez-vous amoureux' →
 * 'rendez-vous', 'ein Date' → 'date', 'a date' → 'date'; a name without spaces (约会, デート) is itself.
 */
export function occasionHead(occasion: string): string {
  const words = occasion.toLowerCase().replace(/^l[’']/u, '').split(/\s+/u);
  const head = words.find((w, i) => i === words.length - 1 || !ARTICLES.has(w)) ?? occasion;
  return head.length >= 3 ? head : occasion.toLowerCase();
}
const ARTICLES: ReadonlySet<string> = new Set(['a', 'an', 'the', 'un', 'une', 'le', 'la', 'les', 'el', 'los', 'las', 'una', 'uno', 'il', 'lo', 'gli', 'um', 'uma', 'o', 'os', 'as', 'ein', 'eine', 'einen', 'der', 'die', 'das', 'den', 'dem']);

/**
 * Whether the second pick is offered instead of the first (white leather sneakers or black loafers) rather than worn
 * with it (a navy suit and a burgundy tie, a jumpsuit and the coat over it): only a piece for the same part of the
 * body is an alternative. The parts come from the knowledge base's garments where the answer has them (`parts`),
 * else from reading the names; a pick neither can place is taken as an alternative, as the voices always did.
 */
export function offeredInstead(first: string, second: string, language: Language, look = false, parts?: readonly (readonly RatingComponent[])[]): boolean {
  if (look) return false;
  const part = (pick: string, i: number) => (parts?.[i] ?? readDescription(pick, language)?.garments[0]?.components)?.join('+') ?? null;
  const [a, b] = [part(first, 0), part(second, 1)];
  return a === null || b === null || a === b;
}

/**
 * The picks split into looks: once a look dresses two parts of the body (a suit and its shoes), a pick for a part it
 * already dresses starts another look (a wrap dress after the suit), except a second piece for the top, worn with the
 * first (a shirt under a suit, a jacket over a T-shirt). Alternatives for one part (loafers, chukka boots,
 * sneakers) stay one list, and so does a planned look, or picks that can not all be placed. The parts come from the
 * knowledge base's garments where the answer has them (`known`), else from reading the names; where the knowledge base
 * groups its picks into whole looks (`sizes`), they are its looks.
 */
export function looksOf(picks: readonly string[], language: Language, look = false, known?: readonly (readonly RatingComponent[])[], sizes?: readonly number[]): string[][] {
  if (!picks.length) return [];
  // The knowledge base says where each whole look ends: a shirt after a suit is worn under it, not another look.
  if (sizes) return sizes.reduce<{ at: number; looks: string[][] }>((r, n) => ({ at: r.at + n, looks: [...r.looks, picks.slice(r.at, r.at + n)] }), { at: 0, looks: [] }).looks;
  const parts = picks.map((pick, i) => (known?.[i] ?? readDescription(pick, language)?.garments[0]?.components)?.filter((c) => c !== 'accessories') ?? null);
  if (look || parts.some((p) => p === null)) return [[...picks]];
  const looks: { items: string[]; parts: Set<string>; tops: number }[] = [];
  const dressesTop = (own: readonly string[]) => (own.includes('top') ? 1 : 0);
  picks.forEach((pick, i) => {
    const own = parts[i]!;
    const current = looks.at(-1);
    // A second piece for the top is a layer of the same look (a shirt under the tuxedo, a rain jacket over the band tee);
    // a third, or a second piece for the legs or the feet, starts another look.
    const layer = !!current && own.length === 1 && own[0] === 'top' && current.tops < 2;
    if (current && current.parts.size >= 2 && own.some((p) => current.parts.has(p)) && !layer) looks.push({ items: [pick], parts: new Set(own), tops: dressesTop(own) });
    else if (current) { current.items.push(pick); for (const p of own) current.parts.add(p); current.tops += dressesTop(own); }
    else looks.push({ items: [pick], parts: new Set(own), tops: dressesTop(own) });
  });
  return looks.map((l) => l.items);
}

/** One of a line's variants, chosen by what it is said of: the same piece always gets the same words. */
function variant(line: string | readonly string[], of: string): string {
  return typeof line === 'string' ? line : line[pickIndex(of, 'variant', line.length)]!;
}

/** Sentences joined the way the language writes them (no space in Chinese and Japanese: the pack's sentenceGap). */
export function joinSentences(sentences: readonly string[], language: Language, pack: LanguagePack): string {
  return sentences.filter(Boolean).join(pack.sentenceGap);
}


/**
 * Each personality chooses what to say from the same knowledge, not only how:
 * brutal leads with what fails and why and gives one order; hype leads with the strongest piece
 * and one upgrade; coach gives numbered steps and a next action; professional gives the rule and
 * the exception; vintage opens with a real reference from fashion history; chill keeps it short:
 * the pick and one sentence of why; sassy is playful but names the piece and what to drop.
 */
export function speak(personality: ChatPersonality, a: ContentAnswer, lines: ChatLines, language: Language, pack: LanguagePack): string {
  const f = (template: string, values: Record<string, string>) => fillIn(template, values, pack);
  // A reason with its own colon ('Dress one step above…: a navy suit…') after the label's colon would put two
  // headings in one sentence: its principle becomes the labelled sentence and what follows a sentence of its own.
  const labelled = (template: string, text: string) => f(template, { text: colonToStop(text, pack) });
  const exclaim = (s: string) => exclaimed(s, language);
  const [first, second] = a.picks;
  // Pieces in a list carry their article where the language has one: picks are 'a navy suit', what to avoid is 'the black Oxfords'.
  const article = (item: string, definite: boolean) => (pack.grammar?.article ? pack.grammar.article(item, definite) : item);
  const list = (items: readonly string[], definite = false) => pack.list(items.map((i) => article(i, definite)));
  // The picks may hold two looks (a suit, a tie and Oxfords; a wrap dress and pumps): each is said as one.
  const [look, ...others] = looksOf(a.picks, language, a.look, a.pickParts, a.lookSizes);
  const picksLine = !look ? '' : joinSentences([
    a.occasion ? f(lines.picksFor, { occasion: a.occasion, items: list(look) }) : f(lines.picks, { items: list(look) }),
    ...others.map((o) => f(lines.picksOr, { items: list(o) })),
  ], language, pack);
  const avoidLine = a.avoid.length ? f(lines.avoid, { items: list(a.avoid, true) }) : '';
  // The second pick is worn with the first when the knowledge base's first look holds both (a blouse under the blazer).
  const oneLook = a.look || (!!a.lookSizes && (a.lookSizes[0] ?? 0) >= 2);
  // What the weather adds to the look, and why, said after the looks in every voice (not as the rule's exception).
  const weatherLines = [a.weatherAdd ?? '', a.weatherNote ?? ''].filter(Boolean);
  // Where the reason is the answer (a budget), the short voices say its core beside their pick: a blazer alone is no
  // budget advice. The professional voice says the whole reason, and the vintage voice does when it has no reference.
  const core = a.core ?? '';
  let out: string[];
  switch (personality) {
    case 'brutal':
      // What fails is said only when something does: the situation's own sentence, else the pieces to drop; otherwise the reason leads.
      out = [a.avoidWhy || avoidLine ? f(lines.fails, { text: a.avoidWhy ?? avoidLine }) : a.why, ...(core && first ? [core] : []), first ? f(lines.doThis, { item: first }) : a.avoidWhy || avoidLine ? a.why : ''];
      break;
    case 'hype':
      // One exclamation, on the strongest piece: a second one on the upgrade reads as shouting, not excitement.
      out = [first ? exclaim(f(variant(lines.works, first), { item: first })) : exclaim(a.why), ...(second ? [f(lines.upgrade, { item: second })] : [])];
      break;
    case 'coach': {
      const steps = [
        first ? f(lines.start, { item: first }) : a.why,
        first ? core : '',
        // A single item (a belt) is chosen by a rule the member can reuse: the coach says it after the pick.
        first && SINGLE_ITEM.has(a.family ?? 'idea') ? a.why : '',
        // A piece worn with the first is not offered instead of it ("Also good: a belted coat", "a silk tie also works").
        second && offeredInstead(first!, second, language, oneLook, a.pickParts) ? f(lines.alternatives, { items: second }) : '',
        avoidLine,
        a.family === 'care' ? a.exception : '',
      ].filter(Boolean);
      out = [...(steps.length > 1 ? steps.map((s, i) => `${i + 1}. ${s}`) : steps), a.next];
      break;
    }
    case 'professional':
      out = [labelled(lines.rule, a.why), a.applied ?? '', picksLine, ...weatherLines, labelled(lines.exception, a.exception)];
      break;
    case 'vintage':
      // Without a reference that shows what the outfit has, the reason takes its place before the picks.
      out = a.era ? [a.era, ...(core && picksLine ? [core] : []), picksLine || a.why, ...weatherLines] : [a.why, picksLine, ...weatherLines];
      break;
    case 'chill': {
      const line = first && second && offeredInstead(first, second, language, oneLook, a.pickParts) ? f(lines.chill, { item: first, alt: second }) : first ? pack.capitalise(endSentence(first)) : a.why;
      const lead = a.occasion ? `${f(lines.chillFor ?? lines.forOccasion, { occasion: a.occasion })}${wordGap(language)}` : '';
      // Short, but never a pick without its reason: the family's one-line rule (the other voices give the
      // situation's full reason), else the first sentence of the reason; a yes or no already says why.
      // A planned look's reason is the occasion's own (the dress-code family's "follow the invitation" is not said of work).
      const reason = core || (first && !a.verdict ? (a.family && !a.look && !a.ownRule ? lines.families[a.family].why : firstSentence(a.why)) : '');
      const text = joinSentences([a.verdict ?? '', `${lead}${line}`, a.weatherAdd ?? '', reason, lines.chillClose], language, pack);
      return typeset(chillCase(text, language), language);
    }
    case 'sassy':
      out = [first ? f(lines.sassyPick, { item: first }) : a.why, ...(a.avoid.length ? [f(lines.sassyAvoid, { items: list(a.avoid, true) })] : [])];
      break;
  }
  // The short voices still say which occasion they answer for.
  // Coach names it in its first step; hype and sassy where the language has them name it first (facts.occasionFirst:
  // their lines open without a colon of their own), elsewhere in their last sentence; brutal in its order, the last.
  const { occasionFirst } = factsOf(language);
  const leadsFirst = personality === 'coach' || (personality === 'hype' && occasionFirst.hype) || (personality === 'sassy' && occasionFirst.sassy);
  const at = leadsFirst ? 0 : out.length - 1;
  // An answer whose reason already names the occasion ('For a date, wear something…') is not told it again
  // (a piece's name may hold the occasion's word, ビーチシャツ: only the reason is read).
  // The reason may name it in other words ('Pour un rendez-vous, …' for 'un rendez-vous amoureux', 'zum Date' for
  // 'ein Date'): its head noun is enough.
  const named = !!a.occasion && out.some((s, i) => i !== at && s === a.why && s.toLowerCase().includes(occasionHead(a.occasion!)));
  if (a.occasion && !named && personality !== 'professional' && personality !== 'vintage' && out[at]) {
    const lead = f(lines.forOccasion, { occasion: a.occasion });
    // Sassy keeps its first word ('Darling, for a wedding: …'), so each voice still opens its own way.
    const vocative = personality === 'sassy' && occasionFirst.sassy ? /^[^,.!?:]{1,20}, /u.exec(out[at]!)?.[0] ?? '' : '';
    const sentence = out[at]!.slice(vocative.length).replace(/^(\d+\. )?/, '');
    const numbered = out[at]!.slice(0, out[at]!.length - sentence.length);
    out[at] = `${numbered}${vocative ? lowerFirst(lead) : lead}${wordGap(language)}${sentence}`;
  }
  // The short voices say what the weather adds after their own answer (the professional and vintage voices say it with the looks).
  const added = personality === 'professional' || personality === 'vintage' ? '' : a.weatherAdd ?? '';
  // A yes/no question is answered yes or no before anything else, in every voice.
  // Hype and sassy say the core after their own lines, which keep the occasion they name.
  const after = (personality === 'hype' || personality === 'sassy') && first ? core : '';
  return typeset(joinSentences([a.verdict ?? '', ...out, after, added].filter(Boolean), language, pack), language);
}
