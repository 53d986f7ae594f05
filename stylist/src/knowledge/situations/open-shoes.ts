import type { SituationRow } from './types';

/**
 * "Can I wear sandals / flip-flops?" asked for an occasion: open shoes are a question of which ones. Flip-flops read as
 * the beach even at a beach wedding; dressy sandals (leather, a heel or fine straps) belong to a wedding or an evening,
 * flat beach sandals do not; on the sand, flat leather sandals are the right shoe and heels sink.
 */
export const OPEN_SHOE_ROWS = {
  'idea-flip-flops-beach-wedding': {
    family: 'idea', when: { garment: ['flipFlops'], dressCode: 'beachWedding' }, era: 'moss', answer: 'no',
    picks: [['flat-sandals', 'camel'], ['espadrilles', 'beige']],
    avoid: [],
    why: 'Even on the sand a wedding is still a wedding, and flip-flops read as a day at the beach. Flat leather sandals or espadrilles are just as easy to walk in on sand and still look dressed.',
    avoidWhy: 'Rubber flip-flops and pool slides look as if you came straight from the beach.',
    exception: 'If the couple asks guests to go barefoot, or hands out flip-flops for the dancing, follow them.',
  },
  'idea-sandals-beach-wedding': {
    family: 'idea', when: { garment: ['sandals'], dressCode: 'beachWedding' }, era: 'moss', answer: 'yes',
    picks: [['flat-sandals', 'camel'], ['espadrilles', 'beige']],
    avoid: [],
    why: 'At a beach wedding, flat leather sandals or espadrilles are the right shoes: they are easy to walk in on sand, while heels sink into it.',
    avoidWhy: 'Thin heels sink into the sand and rubber flip-flops look like a day at the beach.',
    exception: 'If the ceremony is on a deck or a terrace, a block heel works too.',
  },
  'idea-sandals-dressy': {
    family: 'idea', when: { garment: ['sandals'], occasion: ['wedding', 'formal', 'party', 'date'] }, era: 'tiffany', answer: 'condition',
    picks: [['strappy-sandals', 'beige'], ['strappy-sandals', 'gold']],
    avoid: [['flat-sandals', 'brown']],
    why: 'At a wedding or an evening out, sandals belong to the look when they are dressy, in leather with a heel or fine straps, in a colour taken from the outfit. Flat footbed or beach sandals belong to the weekend.',
    avoidWhy: 'Footbed and sport sandals pull a dressed-up outfit back to a day off.',
    exception: 'With a man’s suit, closed leather shoes stay the rule; sandals only at a beach wedding.',
  },
} as const satisfies Record<string, SituationRow>;
