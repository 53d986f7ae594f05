import type { ColourId } from '../colour/names';
import type { LexiconEntry } from '../lexicon';

interface Span { entry: LexiconEntry; start: number; end: number }

/** What may stand between two colours of one list: commas, slashes, hyphens, spaces (rot-weiß-blau, 赤・白・青). */
const LIST_MARKS = /[\s,、，/・+&-]+/gu;

/**
 * Colours said as one list ("a red, white and blue striped shirt", "camisa de rayas roja, blanca y azul", "chemise rayée
 * bleu, blanc, rouge", "rot-weiß-blau", 红白蓝, 赤白青, 빨강, 흰색, 파랑, أحمر وأبيض وأزرق) are the colours of one piece:
 * nothing but commas, hyphens and the language's 'and' stands between them. Each colour alone sits far from the garment
 * (a comma or an 'and' counts extra), so it went to the nearest other piece or to none; the list goes to the piece
 * nearest to either of its ends, all of it. Each colour of a list of two or more maps to the whole list.
 */
export function colourLists<T extends Span>(text: string, colourHits: readonly T[]): Map<T, T[]> {
  const out = new Map<T, T[]>();
  const sorted = [...colourHits].sort((a, b) => a.start - b.start);
  let run: T[] = [];
  const close = () => {
    if (run.length >= 2) for (const h of run) out.set(h, run);
    run = [];
  };
  for (const h of sorted) {
    const last = run[run.length - 1];
    if (last && joinsAList(text.slice(last.end, h.start))) run.push(h);
    else { close(); run = [h]; }
  }
  close();
  return out;
}

/**
 * The word 'and' of each language, alone between two colours (with, or and the case particles join pieces, not the
 * colours of one): Korean and Japanese write it on the colour before (빨강과, 赤と), Arabic on the one after (وأبيض).
 */
const AND = new Set(['and', 'y', 'e', 'et', 'und', 'و', '和', '与', '及', 'と', 'や', '과', '와', '하고', '그리고']);

function joinsAList(between: string): boolean {
  const rest = between.replace(LIST_MARKS, ' ').trim();
  return !rest || AND.has(rest);
}

/**
 * Chinese writes a piece of several colours with the first character of each, run together: 红白蓝条纹衬衫, 黑白格子裙,
 * 蓝白条纹. Alone most of these characters are read only with 色 (红 is in 口红 and 网红), but two or more of them side by
 * side, and nothing longer claiming them, are the piece's colours.
 */
const HAN_COLOURS: Readonly<Record<string, ColourId>> = {
  红: 'red', 白: 'white', 蓝: 'blue', 黑: 'black', 灰: 'grey', 绿: 'green', 黄: 'yellow', 紫: 'purple', 橙: 'orange', 棕: 'brown',
};
const HAN_RUN = new RegExp(`[${Object.keys(HAN_COLOURS).join('')}]{2,5}`, 'gu');

export function hanColourRuns(text: string, hits: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const m of text.matchAll(HAN_RUN)) {
    const start = m.index;
    const end = start + m[0].length;
    // Part of a longer word (粉红色 pink, 藏青 navy, 白金 platinum): that word's reading stands.
    if (hits.some((h) => h.start < end && h.end > start && (h.start < start || h.end > end))) continue;
    for (let i = start; i < end; i++) {
      if (hits.some((h) => h.start <= i && h.end > i)) continue;
      out.push({ entry: { kind: 'colour', id: HAN_COLOURS[text[i]!]!, pattern: text[i]! }, start: i, end: i + 1 });
    }
  }
  return out;
}
