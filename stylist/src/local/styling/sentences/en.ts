import type { OutfitSentences } from './types';

export const en: OutfitSentences = {
  under: (top, outer) => `${top} under a ${outer}`,
  dressBase: (dress, tights) => `No separate bottom: the ${dress} is the whole base${tights ? `, worn with ${tights}` : ''}`,
  withTights: (bottom, tights) => `${bottom}, with ${tights}`,
  minimalAccessories: 'Keep accessories minimal',
  likedColours: (c) => `It uses ${c}, colours you like or that scored well in your best-rated outfits.`,
  styles: (p, a) => `Pieces were chosen with your ${p} style in mind${a ? `, avoiding ${a}` : ''}.`,
  rainFeet: (shoes, outer) => `The ${shoes} keep your feet dry${outer ? ` and the ${outer} keeps the rain off` : ', and the umbrella covers the rest'}.`,
  coldCovered: (shoes, tights) => `Legs and feet stay covered: ${tights ? `${tights} under the hem and ` : ''}${shoes} on your feet.`,
  honest: (pieces, n) => `Honest note: the occasion and the weather pull in different directions, so the ${pieces} ${n > 1 ? 'are' : 'is'} the closest fit; add or drop a layer as you feel.`,
  combiner: {
    builtFrom: (n) => `Built from ${n} of your outfits rated 7 or more, taking the piece that scored best in each part.`,
    harmony: (c) => `Together the colours (${c}) stay in harmony by the same measure your ratings use.`,
    oneBaseOneAccent: 'Keep the colours to one neutral base and one accent.',
    fallback: {
      top: 'Your best-rated top',
      bottom: 'Your best-rated trousers or skirt',
      footwear: 'Clean shoes that match the formality of the top',
      accessories: 'Keep accessories minimal: one watch or one piece of jewellery',
    },
  },
};
