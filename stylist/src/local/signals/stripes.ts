import type { GarmentMention } from './types';

interface Span { entry: { kind: string; pattern: string }; start: number; end: number }

/** Stripe words of every language, as the lexicon reads them (normalised: accents dropped). */
const STRIPES = /^(?:striped|stripes?|(?:a |de )?rayas|rayures|raye|streifen|gestreift|(?:a )?righe|listras|listrad[oa]s?|de listras|条纹|ストライプ|ボーダー|스트라이프|줄무늬|مخطط|مخططة|مقلم|مقلمة)$/u;

/**
 * A stripe word goes to the nearest piece it is said of, as a finish does ("a red, white and blue striped shirt", "camisa
 * de rayas roja, blanca y azul", 红白蓝条纹衬衫): the stripes are how that piece wears its colours, and an answer naming
 * the piece by all its colours names the stripes too.
 */
export function stripedPieces<T extends Span>(hits: readonly T[], garmentHits: readonly T[], mentions: GarmentMention[], gap: (a: T, b: T) => number): void {
  for (const h of hits) {
    if (h.entry.kind !== 'pattern' || !STRIPES.test(h.entry.pattern)) continue;
    let best = -1; let bestGap = 40;
    garmentHits.forEach((g, i) => { const d = gap(h, g); if (d < bestGap) { bestGap = d; best = i; } });
    if (best >= 0) mentions[best]!.striped = true;
  }
}
