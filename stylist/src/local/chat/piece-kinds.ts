import type { Garment, GarmentSlot } from '../../knowledge';

/**
 * A kind of piece a member asks for ("which shoes", "what trousers"): the slot of the outfit it fills, the
 * catalogue garments that are one, and which reason a stylist gives for it.
 */
export interface PieceKind { slot: GarmentSlot; is: (g: Garment) => boolean; reason: 'footwear' | 'bottom' | 'top' | 'layer' | 'accessories' }

const BAG = /bag|tote|clutch|weekender|duffel/;
const SKIRT = /skirt/;
const any = () => true;

export const KINDS = {
  shoes: { slot: 'shoes', is: any, reason: 'footwear' },
  // Asked for trousers, a stylist offers trousers: no skirt, no shorts, no swimwear.
  trousers: { slot: 'bottom', is: (g) => !SKIRT.test(g.name) && !/shorts|bikini/.test(g.name) && !g.tags.includes('swim'), reason: 'bottom' },
  skirt: { slot: 'bottom', is: (g) => SKIRT.test(g.name), reason: 'bottom' },
  // A jacket and a coat are both worn over the rest, the layer seen first, but a stylist asked for one does not
  // offer the other: a coat is long and warm (overcoat, trench, mac, parka), a jacket ends at the hip (blazer, bomber).
  coat: { slot: 'outer', is: (g) => /coat|\bmac\b|parka/.test(g.name), reason: 'layer' },
  jacket: { slot: 'outer', is: (g) => /jacket|blazer|bomber|windbreaker|shell/.test(g.name), reason: 'layer' },
  // "Outerwear" names neither: any layer worn over the rest.
  layer: { slot: 'outer', is: (g) => !/wrap|cardigan|beach shirt|overshirt/.test(g.name), reason: 'layer' },
  top: { slot: 'top', is: any, reason: 'top' },
  // Asked for a shirt, a stylist offers a shirt with a collar: not a tee, a polo or a sweatshirt.
  shirt: { slot: 'top', is: (g) => /\bshirt\b/.test(g.name) && !/t-shirt|sweatshirt|polo|beach shirt/.test(g.name), reason: 'top' },
  bag: { slot: 'acc', is: (g) => BAG.test(g.name), reason: 'accessories' },
  // "And a tie?" after a suit for an interview asks for a necktie: not a bow tie, which black tie asks for by name.
  tie: { slot: 'acc', is: (g) => /\btie\b/.test(g.name) && !/bow/.test(g.name), reason: 'accessories' },
} as const satisfies Record<string, PieceKind>;
export type KindId = keyof typeof KINDS;

/** The rating lexicon's garments that name a kind by its bare word ("what trousers", "which skirt"). */
export const GARMENT_KIND: Partial<Record<string, KindId>> = {
  trousers: 'trousers', chinos: 'trousers', jeans: 'trousers', skirt: 'skirt', pencilSkirt: 'skirt', miniSkirt: 'skirt',
  blazer: 'jacket', jacket: 'jacket', coat: 'coat', top: 'top', shirt: 'shirt', blouse: 'top', handbag: 'bag',
};

/**
 * "What coat…" asks for a coat, "what jacket…" for a jacket (Portuguese casaco and jaqueta): a layer situation's picks of
 * the kind asked, or all of them when none is of it.
 */
export function layersAsked<T extends { garment: Garment }>(picks: readonly T[], itemGarment: string | null): readonly T[] {
  const kind = itemGarment === 'coat' ? KINDS.coat : itemGarment === 'jacket' ? KINDS.jacket : null;
  const kept = kind ? picks.filter((p) => kind.is(p.garment)) : picks;
  return kept.length ? kept : picks;
}

/** Whether a lexicon garment's bare word names a kind of piece a stylist can offer ("trousers", "a skirt", "a jacket"). */
export const namesAKind = (garment: string): boolean => !!GARMENT_KIND[garment];

