import type { StylingSentences } from '../../styling/sentences/types';
import { capitalise } from '../../grammar/text';
import { grammar, withArticle } from './grammar';

/** Small counts in words, as style guides write them in running text; larger ones in digits. */
const count = (n: number): string => ['due', 'tre', 'quattro', 'cinque'][n - 2] ?? String(n);

export const it: StylingSentences = {
  under: (top, outer) => `${top} sotto ${withArticle(outer, false)}`,
  dressBase: (dress, tights) => `Nessun capo sotto a parte: ${withArticle(dress, true)} fa da base a tutto il look${tights ? `, con ${withArticle(tights, false)}` : ''}`,
  withTights: (bottom, tights) => `${bottom} con ${withArticle(tights, false)}`,
  minimalAccessories: 'Accessori ridotti al minimo',
  likedColours: (c) => `Usa ${c}: colori che ti piacciono o che hanno preso buoni voti nei tuoi outfit migliori.`,
  styles: (p, a) => `I capi sono stati scelti pensando al tuo stile ${p}${a ? `, evitando ${a}` : ''}.`,
  rainFeet: (shoes, outer) => `${capitalise(withArticle(shoes, true))} ti ${grammar.agreement(shoes).plural ? 'tengono' : 'tiene'} i piedi all’asciutto${outer ? ` e ${withArticle(outer, true)} ti ripara dalla pioggia` : '; al resto pensa l’ombrello'}.`,
  coldCovered: (shoes, tights) => `Gambe e piedi restano coperti: ${tights ? `${withArticle(tights, false)} sotto l’orlo e ` : ''}${withArticle(shoes, false)} ai piedi.`,
  // One piece is named with its article ('quindi lo scialle di pashmina è…'); several follow a colon.
  honest: (pieces, list) => `In tutta onestà, occasione e meteo tirano in direzioni diverse, quindi ${pieces.length > 1 ? `la scelta più vicina sono ${list(pieces.map((p) => withArticle(p, true)))}` : `${withArticle(pieces[0]!, true)} ${grammar.agreement(pieces[0]!).plural ? 'sono' : 'è'} la scelta più vicina`}; aggiungi o togli uno strato come preferisci.`,
  combiner: {
    builtFrom: (n) => `Creato da ${count(n)} dei tuoi outfit valutati 7 o più, prendendo per ogni parte il capo con il voto più alto.`,
    harmony: (c) => `Insieme i colori (${c}) restano in armonia secondo lo stesso metro usato dalle tue valutazioni.`,
    oneBaseOneAccent: 'Limita i colori a una base neutra e un solo accento.',
    fallback: {
      top: 'Il tuo capo sopra meglio valutato',
      bottom: 'I tuoi pantaloni o la tua gonna meglio valutati',
      footwear: 'Scarpe curate, eleganti quanto il capo sopra',
      accessories: 'Accessori ridotti al minimo: un orologio o un solo gioiello',
    },
  },
  insights: {
    occasions: { 'business-meeting': 'Riunione di lavoro', 'casual-weekend': 'Weekend informale', 'date-night': 'Appuntamento serale', 'wedding-guest': 'Ospite a un matrimonio', 'job-interview': 'Colloquio di lavoro', brunch: 'Brunch', 'evening-party': 'Festa serale', travel: 'Viaggio', 'gym-workout': 'Palestra/Allenamento', 'beach-pool': 'Spiaggia/Piscina', 'formal-dinner': 'Cena elegante', 'concert-festival': 'Concerto/Festival' },
    budget: { 'budget-friendly': 'sotto i 50 $', 'mid-range': 'tra 50 e 200 $', luxury: 'oltre i 200 $, scelti per durare' },
    anyBudget: 'a un prezzo con cui ti senti a tuo agio',
    matchesStyle: (s) => `si abbina al tuo stile ${s}`,
    coloursYouLike: 'i suoi colori sono tra quelli che ami',
    suitsYourOccasions: 'si adatta alle occasioni in cui i tuoi outfit prendono già buoni voti',
    leansAvoided: (s) => `ma tende verso ${s}, che preferisci evitare`,
    forYou: (r) => `Per te: ${r.join('; ')}.`,
    tryOnePieceFirst: 'Provala prima con un solo capo e guarda come si inserisce nel tuo guardaroba.',
    startWith: (colour) => `Inizia con un ${colour ? 'capo in quel colore' : 'solo capo'} e tieni neutro il resto del look.`,
    wearFirstAt: (o) => `Indossala prima per l’occasione «${o}», dove si inserisce con più naturalezza.`,
    wearFirstEveryday: 'Indossala prima nella vita di tutti i giorni.',
    balance: 'Bilanciala con un capo che porti già spesso, così il look resta tuo.',
    fitFirst: 'Prima della tendenza guarda vestibilità e tessuto: un capo ben fatto dura più di una stagione.',
    secondHand: 'Cerca prima nell’usato e nel vintage: le tendenze ritornano.',
    oneThreeWays: 'Compra un capo e indossalo in tre modi prima di comprarne altri.',
    lookFor: (name, _tag, budget) => `Cerca capi nello stile «${name}» ${budget}.`,
    accessoriesCarry: 'Gli accessori portano una tendenza a una frazione del prezzo di un cappotto o di un abito.',
  },
};
