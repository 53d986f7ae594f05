import type { OutfitSentences } from './types';

export const it: OutfitSentences = {
  under: (top, outer) => `${top} con sopra: ${outer}`,
  dressBase: (dress, tights) => `Nessun capo sotto a parte: ${dress} fa da base a tutto il look${tights ? `, con ${tights}` : ''}`,
  withTights: (bottom, tights) => `${bottom}, con ${tights}`,
  minimalAccessories: 'Accessori ridotti al minimo',
  likedColours: (c) => `Usa ${c}: colori che ti piacciono o che hanno preso buoni voti nei tuoi outfit migliori.`,
  styles: (p, a) => `I capi sono stati scelti pensando al tuo stile ${p}${a ? `, evitando ${a}` : ''}.`,
  rainFeet: (shoes, outer) => `Piedi all’asciutto con: ${shoes}${outer ? `; dalla pioggia ti ripara: ${outer}` : '; al resto pensa l’ombrello'}.`,
  coldCovered: (shoes, tights) => `Gambe e piedi restano coperti: ${tights ? `${tights} sotto l’orlo e ` : ''}${shoes} ai piedi.`,
  honest: (pieces, n) => `In tutta onestà: occasione e meteo tirano in direzioni diverse, quindi ${n > 1 ? 'questi capi sono' : 'questo capo è'} la scelta più vicina (${pieces}); aggiungi o togli uno strato come preferisci.`,
  combiner: {
    builtFrom: (n) => `Creato da ${n} dei tuoi outfit valutati 7 o più, prendendo per ogni parte il capo con il voto più alto.`,
    harmony: (c) => `Insieme i colori (${c}) restano in armonia secondo lo stesso metro usato dalle tue valutazioni.`,
    oneBaseOneAccent: 'Limita i colori a una base neutra e un solo accento.',
    fallback: {
      top: 'Il tuo capo sopra meglio valutato',
      bottom: 'I tuoi pantaloni o la tua gonna meglio valutati',
      footwear: 'Scarpe curate, eleganti quanto il capo sopra',
      accessories: 'Accessori ridotti al minimo: un orologio o un solo gioiello',
    },
  },
};
