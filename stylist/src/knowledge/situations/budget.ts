import type { SituationRow } from './types';

/** What a stylist says when money is short: the same advice for every occasion, and what to spend on first for this one. */
const BASICS = 'On a budget, buy a few basics in neutrals that all mix, put fit before labels (a tailor’s hem makes a cheap piece look expensive), look second-hand first, and care for what you own so it lasts.';
const AVOID = 'Skip trend pieces and bargains in colours that go with nothing: a cheap piece you never wear is the dearest one.';
const COST_PER_WEAR = 'A piece you will wear a hundred times is worth paying more for: cost per wear, not the price tag, is what counts.';

/** Dressing well for less, by occasion (the occasion the member names is kept; without one, everyday clothes). */
export const BUDGET_ROWS = {
  'budget-work': {
    family: 'budget', when: { budget: true, occasion: ['work', 'interview'] }, era: 'armani',
    picks: [['navy-blazer', 'navy'], ['tailored-trousers', 'grey'], ['white-oxford-shirt', 'white'], ['fine-knit-crew', 'grey'], ['loafers', 'brown']],
    looks: [{ size: 5 }],
    avoid: [],
    why: `${BASICS} At work, spend first on the shoes: polished leather is noticed, and good ones last for years.`,
    core: 'On a budget, buy a few basics in neutrals that all mix, put fit before labels, look second-hand first and, for work, spend first on good shoes.',
    avoidWhy: AVOID,
    exception: COST_PER_WEAR,
  },
  'budget-occasion': {
    family: 'budget', when: { budget: true, occasion: ['wedding', 'formal', 'party', 'graduation', 'church'] }, era: 'tiffany',
    picks: [['navy-suit', 'navy'], ['white-oxford-shirt', 'white'], ['derby-shoes', 'brown'], ['sheath-dress', 'navy'], ['pumps', 'black']],
    looks: [{ size: 3, for: 'man' }, { size: 2, for: 'woman' }],
    avoid: [],
    why: `${BASICS} For an occasion, spend first on one well-cut dark suit or plain dress you will wear again, and change the look with accessories.`,
    core: 'On a budget, spend on one well-cut dark suit or plain dress in a neutral you will wear again, fitted by a tailor and second-hand if you can, and change the look with accessories.',
    avoidWhy: AVOID,
    exception: COST_PER_WEAR,
  },
  'budget-general': {
    family: 'budget', when: { budget: true }, era: 'capsule',
    picks: [['plain-tee', 'white'], ['fine-knit-crew', 'navy'], ['dark-jeans', 'denim'], ['white-sneakers', 'white']],
    looks: [{ size: 4 }],
    avoid: [],
    why: `${BASICS} Spend first on what you wear most, such as jeans that fit and one good pair of shoes.`,
    core: 'On a budget, buy a few basics in neutrals that all mix, put fit before labels, look second-hand first and spend first on what you wear most.',
    avoidWhy: AVOID,
    exception: COST_PER_WEAR,
  },
} as const satisfies Record<string, SituationRow>;
