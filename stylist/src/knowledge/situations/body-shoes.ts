import type { SituationRow } from './types';

/**
 * Shoes asked for by someone who says their height ("je suis petite, quelles chaussures…", "I'm tall, which heels…"):
 * the body is what the question turns on, so these rows are tried before the shoes for a named piece and win a tie
 * with them (chat-situation-data.ts puts them first).
 */
export const BODY_SHOE_ROWS = {
  'shoes-petite': {
    family: 'shoes', when: { body: ['petite'] }, era: 'funnyFace',
    picks: [['pumps', 'beige'], ['kitten-heels', 'black'], ['block-heels', 'camel'], ['ballet-flats', 'beige']],
    avoid: [['mary-janes', 'black']],
    why: 'To add height, let the shoe carry on the line of the leg: choose a nude or skin-tone shoe, or one in the colour of your trousers or tights, with a pointed toe and a low-cut front, and skip ankle straps, which cut the leg. A kitten or block heel is enough, and easier to walk in than a stiletto.',
    avoidWhy: 'Ankle straps and heavy, chunky shoes cut the leg at the ankle and make it look shorter.',
    exception: 'With a midi dress or skirt, keep a little heel or a pointed toe; flats work with cropped trousers when they are in the trousers’ colour.',
  },
  'shoes-tall': {
    family: 'shoes', when: { body: ['tall'] }, era: 'grant',
    picks: [['loafers', 'brown'], ['ballet-flats', 'black'], ['block-heels', 'black'], ['kitten-heels', 'burgundy']],
    avoid: [],
    why: 'A tall frame can wear any height of heel, so choose by comfort and the occasion: loafers, elegant flats and block heels all look right, and a heel is never too much if you like it.',
    avoidWhy: 'Tiny, delicate shoes under long wide trousers look lost; a shoe with some substance balances a long line.',
    exception: 'If you would rather not tower over the people around you, a kitten heel or a pointed flat keeps the occasion’s polish.',
  },
} as const satisfies Record<string, SituationRow>;
