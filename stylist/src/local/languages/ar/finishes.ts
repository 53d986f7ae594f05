import type { FinishMaterial } from '../../lexicon/finish-materials';

/**
 * Arabic finish words as shops write them. Velvet is an adjective on the noun that agrees with it and comes
 * before the colour («بليزر مخملي أسود», «تنورة مخملية سوداء»); the others follow the colour: a participle
 * that agrees and keeps its complement («فستان أحمر مطرز بالترتر», «تنورة حمراء مطرزة بالخرز», as the
 * catalogue's «توب مطرز بالترتر»), or a complement that does not agree («بالجليتر», «بلمعة معدنية»,
 * «من الساتان»). In a definite phrase the adjective and participle take the article, the complement does
 * not («الفستان الأحمر المطرز بالترتر», «الفستان الأحمر من الساتان»).
 */
export interface ArFinish {
  /** `[masculine, feminine]` of the agreeing word, or null when the finish is a complement only. */
  agreeing: readonly [string, string] | null;
  /** What follows the agreeing word, or the whole complement, never given the article. */
  complement: string;
  /** On the noun, before the colour (velvet), or after the colour (the rest). */
  place: 'noun' | 'tail';
}

export const AR_FINISHES: Readonly<Record<FinishMaterial, ArFinish>> = {
  velvet: { agreeing: ['مخملي', 'مخملية'], complement: '', place: 'noun' },
  sequin: { agreeing: ['مطرز', 'مطرزة'], complement: 'بالترتر', place: 'tail' },
  beaded: { agreeing: ['مطرز', 'مطرزة'], complement: 'بالخرز', place: 'tail' },
  glitter: { agreeing: null, complement: 'بالجليتر', place: 'tail' },
  metallic: { agreeing: null, complement: 'بلمعة معدنية', place: 'tail' },
  satin: { agreeing: null, complement: 'من الساتان', place: 'tail' },
};

/** Every agreeing finish word, both genders: the realiser gives them the article in a definite phrase. */
export const AGREEING_FINISH_WORDS: ReadonlySet<string> = new Set(Object.values(AR_FINISHES).flatMap((f) => f.agreeing ?? []));
/** The agreeing words that open a tail (مطرز بـ…): the colour goes before them, as before a complement. */
export const TAIL_FINISH_WORDS: ReadonlySet<string> = new Set(Object.values(AR_FINISHES).filter((f) => f.place === 'tail').flatMap((f) => f.agreeing ?? []));
