import type { ChatPersonality, Language } from '@fitrater/contracts';
import type { LanguagePack } from './rater';
import type { ContentAnswer } from './knowledge-answer';
import { fillIn } from './knowledge-answer';
import type { ChatLines } from './lines/types';

const LATIN: ReadonlySet<Language> = new Set(['en', 'es', 'fr', 'de', 'it', 'pt']);

/** Sentences joined the way the language writes them (no space in Chinese and Japanese). */
export function joinSentences(sentences: readonly string[], language: Language, pack: LanguagePack): string {
  return sentences.filter(Boolean).join(language === 'zh' || language === 'ja' ? pack.sentenceGap || '' : ' ');
}

const exclaim = (s: string) => s.replace(/[.。]$/u, (m) => (m === '。' ? '！' : '!'));

/**
 * Each personality chooses what to say from the same knowledge, not only how:
 * brutal leads with what fails and why and gives one order; hype leads with the strongest piece
 * and one upgrade; coach gives numbered steps and a next action; professional gives the rule and
 * the exception; vintage opens with a real reference from fashion history; chill keeps it to two
 * short lines; sassy is playful but names the piece and what to drop.
 */
export function speak(personality: ChatPersonality, a: ContentAnswer, lines: ChatLines, language: Language, pack: LanguagePack): string {
  const f = (template: string, values: Record<string, string>) => fillIn(template, values, pack);
  const [first, second] = a.picks;
  const list = (items: readonly string[]) => pack.list(items);
  const picksLine = !a.picks.length ? '' : a.occasion ? f(lines.picksFor, { occasion: a.occasion, items: list(a.picks) }) : f(lines.picks, { items: list(a.picks) });
  const avoidLine = a.avoid.length ? f(lines.avoid, { items: list(a.avoid) }) : '';
  let out: string[];
  switch (personality) {
    case 'brutal':
      out = [f(lines.fails, { text: a.avoidWhy ?? (avoidLine || a.why) }), first ? f(lines.doThis, { item: first }) : a.why];
      break;
    case 'hype':
      out = [first ? exclaim(f(lines.works, { item: first })) : exclaim(a.why), ...(second ? [exclaim(f(lines.upgrade, { item: second }))] : [])];
      break;
    case 'coach': {
      const steps = [
        first ? f(lines.start, { item: first }) : a.why,
        second ? f(lines.alternatives, { items: second }) : '',
        avoidLine,
        a.family === 'care' ? a.exception : '',
      ].filter(Boolean);
      out = [...steps.map((s, i) => `${i + 1}. ${s}`), a.next];
      break;
    }
    case 'professional':
      out = [f(lines.rule, { text: a.why }), picksLine, f(lines.exception, { text: a.exception })];
      break;
    case 'vintage':
      out = [a.era ?? '', picksLine || a.why];
      break;
    case 'chill': {
      const line = first && second ? f(lines.chill, { item: first, alt: second }) : first ?? a.why;
      const lead = a.occasion ? `${f(lines.forOccasion, { occasion: a.occasion })}${language === 'zh' || language === 'ja' ? '' : ' '}` : '';
      const text = joinSentences([`${lead}${line}`, lines.chillClose], language, pack);
      return LATIN.has(language) ? text.toLowerCase() : text;
    }
    case 'sassy':
      out = [first ? f(lines.sassyPick, { item: first }) : a.why, ...(a.avoid.length ? [f(lines.sassyAvoid, { items: list(a.avoid) })] : [])];
      break;
  }
  // The short voices still say which occasion they answer for.
  // Brutal, hype and sassy keep their own first words and name the occasion in their last sentence.
  const at = personality === 'coach' ? 0 : out.length - 1;
  if (a.occasion && personality !== 'professional' && personality !== 'vintage' && out[at]) {
    const lead = f(lines.forOccasion, { occasion: a.occasion });
    const sentence = out[at]!.replace(/^(\d+\. )?/, '');
    const numbered = out[at]!.slice(0, out[at]!.length - sentence.length);
    out[at] = `${numbered}${lead}${language === 'zh' || language === 'ja' ? '' : ' '}${sentence}`;
  }
  return joinSentences(out, language, pack);
}
