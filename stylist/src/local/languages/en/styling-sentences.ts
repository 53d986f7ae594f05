import type { StylingSentences } from '../../styling/sentences/types';
import { agreement, withArticle } from './grammar';

/** Small counts in words, as style guides write them in running text; larger ones in digits. */
const count = (n: number): string => ['two', 'three', 'four', 'five'][n - 2] ?? String(n);

export const en: StylingSentences = {
  under: (top, outer) => `${top} under ${withArticle(outer, false)}`,
  dressBase: (dress, tights) => `No separate bottom: the ${dress} is the whole base${tights ? `, worn with ${tights}` : ''}`,
  withTights: (bottom, tights) => `${bottom}, with ${tights}`,
  minimalAccessories: 'Keep accessories minimal',
  likedColours: (c) => `It uses ${c}, colours you like or that scored well in your best-rated outfits.`,
  styles: (p, a) => `Pieces were chosen with your ${p} style in mind${a ? `, avoiding ${a}` : ''}.`,
  rainFeet: (shoes, outer) => `The ${shoes} keep your feet dry${outer ? ` and the ${outer} keeps the rain off` : ', and the umbrella covers the rest'}.`,
  coldCovered: (shoes, tights) => `Legs and feet stay covered: ${tights ? `${tights} under the hem and ` : ''}${shoes} on your feet.`,
  honest: (pieces, list) => `Honest note: the occasion and the weather pull in different directions, so the ${list(pieces)} ${pieces.length > 1 || agreement(pieces[0]!).plural ? 'are' : 'is'} the closest fit; add or drop a layer to suit the temperature.`,
  combiner: {
    builtFrom: (n) => `Built from ${count(n)} of your outfits rated 7 or more, taking the piece that scored best in each part.`,
    harmony: (c) => `Together the colours (${c}) stay in harmony by the same measure your ratings use.`,
    oneBaseOneAccent: 'Keep the colours to one neutral base and one accent.',
    fallback: {
      top: 'Your best-rated top',
      bottom: 'Your best-rated trousers or skirt',
      footwear: 'Clean shoes that match the formality of the top',
      accessories: 'Keep accessories minimal: one watch or one piece of jewellery',
    },
  },
  insights: {
    occasions: { 'business-meeting': 'Business Meeting', 'casual-weekend': 'Casual Weekend', 'date-night': 'Date Night', 'wedding-guest': 'Wedding Guest', 'job-interview': 'Job Interview', brunch: 'Brunch', 'evening-party': 'Evening Party', travel: 'Travel', 'gym-workout': 'Gym/Workout', 'beach-pool': 'Beach/Pool', 'formal-dinner': 'Formal Dinner', 'concert-festival': 'Concert/Festival' },
    budget: { 'budget-friendly': 'under $50', 'mid-range': 'between $50 and $200', luxury: 'over $200, chosen to last' },
    anyBudget: 'at a price you’re comfortable with',
    matchesStyle: (s) => `it matches your ${s} style`,
    coloursYouLike: 'its colours are ones you like',
    suitsYourOccasions: 'it suits occasions where your outfits already score well',
    leansAvoided: (s) => `but it leans ${s}, which you prefer to avoid`,
    forYou: (r) => `For you: ${r.join('; ')}.`,
    tryOnePieceFirst: 'Try it in one piece first and see how it sits with your wardrobe.',
    startWith: (colour) => `Start with one ${colour ? 'piece in the colour' : 'piece'} and keep the rest of the outfit neutral.`,
    wearFirstAt: (o) => `Wear it first ${OCCASION_PHRASES[o] ?? `for ${o.toLowerCase()}`}, where it fits most naturally.`,
    wearFirstEveryday: 'Wear it first on an everyday occasion.',
    balance: 'Balance it with a piece you already wear often, so the outfit still feels like you.',
    fitFirst: 'Check fit and fabric before the trend: a well-made piece outlasts the season.',
    secondHand: 'Look second-hand and vintage first; trends come back round.',
    oneThreeWays: 'Buy one piece, wear it three ways before buying more.',
    lookFor: (_name, tag, budget) => `Look for ${tag} pieces ${budget}.`,
    accessoriesCarry: 'Accessories carry a trend for a fraction of the price of a coat or dress.',
  },
};

/** The catalogue's occasion labels said in a sentence, with their articles ('for business meeting' is not English). */
const OCCASION_PHRASES: Readonly<Record<string, string>> = {
  'Business Meeting': 'to a business meeting', 'Casual Weekend': 'on a casual weekend', 'Date Night': 'on a date night',
  'Wedding Guest': 'as a wedding guest', 'Job Interview': 'to a job interview', Brunch: 'to brunch', 'Evening Party': 'to an evening party',
  Travel: 'when you travel', 'Gym/Workout': 'to the gym', 'Beach/Pool': 'at the beach or the pool', 'Formal Dinner': 'to a formal dinner',
  'Concert/Festival': 'to a concert or a festival',
};
