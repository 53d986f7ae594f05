import type { GarmentId } from '../lexicon/garments';
import type { GarmentMention, PrintKind } from './types';

interface Span { entry: { kind: string; pattern: string }; start: number; end: number }

/** Stripe words of every language, as the lexicon reads them (normalised: accents dropped). */
const STRIPES = /^(?:striped|stripes?|(?:a |de )?rayas|rayures|raye|streifen|gestreift|(?:a )?righe|listras|listrad[oa]s?|de listras|条纹|ストライプ|ボーダー|스트라이프|줄무늬|مخطط|مخططة|مقلم|مقلمة)$/u;

/** The other prints a piece is said to wear, by kind: a stylist weighs two of them on one outfit as competing patterns. */
const PRINTS: readonly [PrintKind, RegExp][] = [
  ['checks', /^(?:checked|checks?|plaid|tartan|gingham|houndstooth|(?:de |a |à )?(?:cuadros|carreaux|quadri|quadretti)|karier\w*|karo|xadrez|格纹|格子|チェック柄?|체크(?: ?무늬)?|타탄|كاروهات|مربعات)$/u],
  ['florals', /^(?:floral|flowers|(?:a |à |de )?(?:flores|fleurs|fiori)|fleuri|geblumt\w*|blumen|florido|floreale|碎花|花柄|플로럴|꽃무늬|مورد|مشجر)$/u],
  ['dots', /^(?:polka dots?|lunares|pois|(?:a |à )pois|gepunktet\w*|bolinhas|波点|ドット柄|水玉|도트 무늬|땡땡이|منقط)$/u],
  ['animal', /^(?:leopard|leopard print|zebra|snakeskin|animal print|leopardo|estampado de leopardo|cebra|serpiente|leopard|imprime leopard|zebre|python|leomuster|schlangenmuster|leopardato|stampa leopardo|zebrato|pitonato|oncinha|estampa de onca|cobra|豹纹|斑马纹|蛇纹|ヒョウ柄|レオパード|ゼブラ柄|パイソン|호피|레오파드|지브라|뱀피|جلد النمر|نقشة النمر|مخطط حمار الوحش|جلد الثعبان)$/u],
  ['camo', /^(?:camo|camouflage|camuflaje|mimetico|camuflado|迷彩|카모|مموه)$/u],
  ['print', /^(?:print|printed|estampado|imprime|muster|fantasia|paisley|tie-dye|印花)$/u],
];

/** The print a pattern word names, or null for a statement word that is no print (neon, sequins, metallic). */
export function printOf(word: string): PrintKind | null {
  if (STRIPES.test(word)) return 'stripes';
  return PRINTS.find(([, re]) => re.test(word))?.[0] ?? null;
}

/**
 * A print word goes to the nearest piece it is said of, as a finish does ("a red, white and blue striped shirt", "camisa
 * de rayas roja, blanca y azul", 红白蓝条纹衬衫, "a striped shirt with a floral blazer"): the print is how that piece wears
 * its colours, and an answer naming the piece names its stripes too. Stripes are also kept as `striped`, which the names use.
 */
export function patternedPieces<T extends Span>(hits: readonly T[], garmentHits: readonly T[], mentions: GarmentMention[], gap: (a: T, b: T) => number): void {
  for (const h of hits) {
    const print = h.entry.kind === 'pattern' ? printOf(h.entry.pattern) : null;
    if (!print) continue;
    let best = -1; let bestGap = 40;
    garmentHits.forEach((g, i) => { const d = gap(h, g); if (d < bestGap) { bestGap = d; best = i; } });
    if (best < 0) continue;
    const m = mentions[best]!;
    m.print ??= print;
    if (print === 'stripes') m.striped = true;
  }
}

/** Shirts whose level is the cloth's: a plain one is the dress shirt, a striped or checked one the office's. */
const SHIRTS: ReadonlySet<GarmentId> = new Set(['shirt', 'blouse']);
/**
 * Stripes and checks are business cloth: a patterned shirt sits this far below the same shirt plain, even under a suit
 * or a tuxedo (black tie's shirt is plain white). At the office it is still squarely in range.
 */
const PRINTED_SHIRT_STEP = 0.3;

/** Lowers a patterned shirt's level below the plain shirt's; run after a shirt takes its tailoring's level. */
export function printedShirtsStepDown(mentions: GarmentMention[]): void {
  for (const m of mentions) if (m.print && SHIRTS.has(m.garment)) m.formality = Math.max(0, m.formality - PRINTED_SHIRT_STEP);
}

/** The clothing pieces (not shoes, not accessories: a patterned tie or scarf is how a print is usually echoed) that wear a print. */
export function printedClothes(mentions: readonly GarmentMention[]): GarmentMention[] {
  return mentions.filter((m) => m.print && (m.components.includes('top') || m.components.includes('bottom')));
}
