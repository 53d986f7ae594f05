import type { StylingProse } from '../../styling/prose/types';
import { capitalise, lowerFirst } from '../../grammar/text';
import { NOUNS, colour, grammar, withArticle } from './grammar';
import { romanceHead } from '../../grammar/nouns';

/** A kept piece with its article, when it is a garment this language names (an older rating may be in another language). */
const theKept = (d: string) => capitalise(romanceHead(d, NOUNS) ? withArticle(lowerFirst(d), true) : d);

export const it: StylingProse = {
  occasions: {
    'business-meeting': 'Una riunione premia tagli puliti e una palette calma: devono ricordare cosa hai detto, non cosa indossavi.',
    'casual-weekend': 'I vestiti del weekend devono essere prima di tutto comodi, ma un capo scelto con cura evita l’effetto tuta.',
    'date-night': 'Per un appuntamento indossa qualcosa che ti somigli nei giorni migliori, con un dettaglio che inviti un complimento.',
    'wedding-guest': 'Un ospite si veste bene per gli sposi e non fa mai concorrenza alla sposa: niente bianco, niente di vistoso.',
    'job-interview': 'A un colloquio l’outfit deve dire «affidabile e preparato» e poi passare in secondo piano.',
    brunch: 'Il brunch sta tra casual e curato: forme morbide in bei tessuti.',
    'evening-party': 'Una festa è il posto per texture, lucentezza o un capo audace.',
    travel: 'I vestiti da viaggio devono restare comodi per ore, potersi portare a strati e sembrare in ordine all’arrivo.',
    'gym-workout': 'L’abbigliamento da allenamento deve muoversi con te, assorbire il sudore e restare al suo posto.',
    'beach-pool': 'In spiaggia servono strati leggeri e traspiranti sopra il costume e una protezione dal sole che sembri voluta.',
    'formal-dinner': 'Una cena elegante chiede i tuoi capi più curati: colori scuri e intensi e tessuti raffinati.',
    'concert-festival': 'A un concerto o festival stai in piedi, balli e fai la fila per ore: contano soprattutto scarpe comode e una borsa che lasci le mani libere.',
  },
  // The rate form's occasions the styling plans stand in for (church planned as a meeting): their own principle.
  standIns: {
    church: 'In chiesa si va curati senza attirare l’attenzione: spalle coperte, colori sobri e niente di vistoso.',
    school: 'Per la scuola, capi comodi per una lunga giornata e facili da portare, con un pezzo curato che tenga il look in ordine.',
    graduation: 'Una laurea è un giorno di cerimonia e foto in famiglia: i tuoi capi più curati e scarpe per stare in piedi per ore.',
    hiking: 'In escursione, strati traspiranti che asciugano in fretta e scarpe che fanno presa: comodità e meteo vengono prima dello stile.',
    vacation: 'Il guardaroba delle vacanze deve essere leggero e facile da abbinare: tessuti traspiranti, protezione dal sole e un capo elegante per la sera.',
  },
  weather: {
    'sunny-warm': 'Scegli fibre naturali traspiranti (cotone, lino) in colori chiari che riflettano il sole, e aggiungi gli occhiali da sole.',
    'cool-breezy': 'Aggiungi una giacca leggera da poter togliere e tieni i piedi in scarpe chiuse: il vento raffredda prima di quanto pensi.',
    rainy: 'La pioggia chiede uno strato esterno idrorepellente e calzature che non si inzuppino; camoscio e tela restano a casa.',
    'cold-winter': 'Col freddo copri completamente gambe e piedi, indossa un cappotto caldo e stratifica la maglieria per adattarti al chiuso.',
    'hot-humid': 'L’umidità rende ogni strato più pesante: lino e cotone ampi e ariosi, niente giacca, e colori che non mettano in evidenza il sudore.',
    'mild-spring': 'Le giornate miti vogliono un solo strato leggero, come un trench o un cardigan, sopra un outfit che funzioni anche senza.',
  },
  bodyTypes: {
    petite: 'Mantieni proporzioni compatte: vita alta, giacche corte o sagomate e un solo colore dalla vita alla scarpa per allungare la linea. Cappotti molto lunghi e capi oversize possono sommergere una figura minuta.',
    tall: 'Puoi portare cappotti lunghi, pantaloni ampi e proporzioni audaci. Spezzare l’outfit con una cintura a contrasto o un top infilato evita che una figura lunga sembri stirata.',
    curvy: 'Segna la vita: forme a portafoglio, strati con cintura e top aderenti seguono le tue curve. I tessuti morbidi cadono meglio di quelli rigidi.',
    athletic: 'Una caduta morbida e volume in basso (gonne ad A, pantaloni ampi) danno forma; uno scollo a V o un colletto aperto bilancia spalle larghe.',
    'plus-size': 'Una struttura ben calzante valorizza più degli strati larghi: una giacca lunga, una spalla definita e un’unica storia di colore danno una linea lunga e sicura.',
    pear: 'Porta lo sguardo in alto con dettagli o colore sopra (colletti, toni più chiari) e tieni il sotto più scuro e pulito, ad A o a gamba ampia per bilanciare i fianchi.',
    apple: 'Crea linee verticali: scolli a V, giacche aperte e strati lunghi allungano il busto; pantaloni dritti o ampi bilanciano la silhouette.',
    hourglass: 'Segui la tua vita naturale: capi sagomati e con cintura, forme a portafoglio e vita alta mettono in mostra le tue proporzioni equilibrate.',
    rectangle: 'Crea forma con il contrasto: una cintura, un peplo, volume in basso o struttura sulle spalle suggeriscono una vita.',
  },
  generalBody: 'Scegli capi che calzino bene su spalle e vita; un orlo fatto dal sarto su pantaloni e maniche cambia più di qualsiasi tendenza.',
  activeCold: 'Con il freddo, per lo sport indossa un primo strato termico a maniche lunghe, leggings lunghi o pantaloni della tuta e una giacca antivento leggera, più guanti e berretto da togliere appena senti caldo.',
  noWeather: 'Il meteo non è stato indicato, quindi si considera una giornata mite.',
  accentPalette: (b, s, a) => `I colori sono una base ${b} e ${s} con ${a} come unico accento, un abbinamento ragionato e non confuso.`,
  calmPalette: (b, s) => `I colori sono una palette calma di ${b} e ${s} che lascia parlare taglio e tessuto.`,
  advice: {
    parts: { top: 'capo sopra', bottom: 'capo sotto', footwear: 'scarpe', accessories: 'accessori' },
    keep: (d, s) => {
      const a = grammar.agreement(d);
      return `${theKept(d)} ${a.plural ? 'hanno' : 'ha'} preso ${s}, uno dei punti di forza dell’outfit: ${a.plural ? (a.gender === 'f' ? 'tienile' : 'tienili') : a.gender === 'f' ? 'tienila' : 'tienilo'}.`;
    },
    // «Tieni il tuo capo sopra attuale» strands the adjective after an adverb; the relative clause reads naturally for every part.
    keepRecommendation: (p) => `Tieni ${withArticle(p, true)} che indossi ora.`,
    // The piece is the subject, as in keep(): «Questa parte ha preso 5,3: maglietta grigia.» read as a form label.
    low: (s, d) => {
      if (!romanceHead(d, NOUNS)) return `Questa parte (${lowerFirst(d)}) ha preso ${s} e abbassa il voto dell’outfit.`;
      const plural = grammar.agreement(d).plural;
      return `${theKept(d)} ${plural ? 'hanno' : 'ha'} preso ${s} e ${plural ? 'abbassano' : 'abbassa'} il voto dell’outfit.`;
    },
    tryThis: (r) => `Prova ${withArticle(r, false)}.`,
    notVisible: 'Questa parte non era visibile né descritta, quindi non è stato possibile valutarla.',
    ifYouAdd: (r, part) => {
      const a = grammar.agreement(r);
      return `${part === 'accessories' ? 'Se aggiungi un accessorio' : 'Per completare l’outfit'}, ${withArticle(r, false)} ${a.plural ? 'sono' : 'è'} ${colour('adatto', a)} all’occasione.`;
    },
    scored: (s) => `Il tuo outfit ha preso ${s}.`,
    allKept: 'Funziona tutto; cambia solo i dettagli.',
    keptButTogether: 'Ogni capo funziona da solo; a frenare l’outfit è il modo in cui stanno insieme, quindi parti dal consiglio della valutazione.',
    keepSome: (n) => `Tieni ${n === 1 ? 'la parte con un buon voto' : `le ${['due', 'tre'][n - 2] ?? n} parti con un buon voto`} e cambia il resto come suggerito.`,
    startFresh: 'Parti dai capi suggeriti: sono scelti per funzionare insieme.',
  },

};
