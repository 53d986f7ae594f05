import type { ContentAnswer } from './knowledge-answer';
import { fillIn } from './knowledge-answer';
import type { ChatLines } from './lines/types';
import type { LanguagePack } from './rater';
import type { Understanding } from './understand';
import type { ChatWords } from './words/types';

/**
 * A packing question answered from the travel capsule: the whole list leads in every voice (a voice
 * that names only one piece would leave the member with half a suitcase), then the named weather's rule;
 * the voice adds its reason, not the list again. The destination's occasion ("a beach holiday") is not
 * named as the answer's occasion: the list is for the trip.
 */
export function packingAnswer(a: ContentAnswer, u: Understanding, lines: ChatLines, words: ChatWords, pack: LanguagePack): ContentAnswer {
  const items = pack.list(a.picks.map((p) => (pack.grammar?.article ? pack.grammar.article(p, false) : p)));
  const list = fillIn(lines.capsule, { count: String(a.picks.length), items }, pack);
  const weather = u.weather ? pack.capitalise(words.phrases[`weather.${u.weather}`][0]) : '';
  return { ...a, occasion: null, picks: [], verdict: [list, weather].filter(Boolean).join(pack.sentenceGap || ' ') };
}
