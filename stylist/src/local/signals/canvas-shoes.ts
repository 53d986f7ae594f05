import type { GarmentId } from '../lexicon/garments';
import { CANVAS, SANDAL } from './reading-words';
import type { GarmentMention } from './types';

interface Span { start: number; end: number; entry: { pattern: string } }

/** Shoes that come in canvas: trainers, plimsolls, flats, espadrilles, boat shoes, the plain shoe word. */
const CANVAS_SHOES: ReadonlySet<GarmentId> = new Set(['sneakers', 'flats', 'shoes', 'sandals', 'loafers']);

/**
 * A shoe said to be canvas: by its own name (canvas sneakers, converse, 帆布鞋, キャンバススニーカー, 캔버스화), or by a canvas
 * word said of it, which goes to the nearest piece as a cloth does ("baskets en toile", "zapatillas de lona", "sneakers di
 * tela", "حذاء من القماش"): in named rain it soaks through, which a stylist says before anything else about the shoes.
 */
export function canvasShoes(text: string, garments: readonly Span[], mentions: GarmentMention[], gap: (a: { start: number; end: number }, b: Span) => number): void {
  garments.forEach((g, i) => { if (CANVAS.test(g.entry.pattern)) mark(mentions[i]); });
  for (const found of text.matchAll(new RegExp(CANVAS.source, 'gu'))) {
    const word = { start: found.index, end: found.index + found[0].length };
    if (garments.some((g) => g.start <= word.start && word.end <= g.end)) continue;
    let best = -1; let bestGap = 40;
    garments.forEach((g, i) => { const d = gap(word, g); if (d < bestGap || (d === bestGap && g.start >= word.end)) { bestGap = d; best = i; } });
    if (best >= 0) mark(mentions[best]);
  }
}

function mark(m: GarmentMention | undefined): void {
  if (m && CANVAS_SHOES.has(m.garment)) m.canvas = true;
}

/** Heels named by a sandal word (heeled sandals, sandalias de tacón, 高跟凉鞋) are sandals, named as such, never pumps. */
export function heeledSandals(garments: readonly Span[], mentions: GarmentMention[]): void {
  garments.forEach((g, i) => { const m = mentions[i]; if (m?.garment === 'heels' && SANDAL.test(g.entry.pattern)) m.sandal = true; });
}
