import type { PenaltyWords } from '../../scoring/penalty-reasons';

export const penalties: PenaltyWords = {
  condition: 'Punti in meno per lo stato dei capi: macchie, segni, pieghe o usura si notano subito.',
  fit: 'Punti in meno per la vestibilità: troppo largo o troppo stretto rovina anche un bel capo; una modifica o un’altra taglia risolve.',
  weather: 'Punti in meno per il meteo che indichi: alcuni capi non sono adatti.',
  overload: 'Punti in meno per troppi capi protagonisti insieme: lasciane guidare uno e calma il resto.',
  sportMix: 'Punti in meno per capi sportivi in un look elegante: l’abbigliamento da palestra spezza un look curato.',
  coverage: 'Punti in meno per ciò che resta scoperto: pancia o spalle nude, o un orlo molto corto, mostrano più di quanto l’occasione richieda.',
  colourUnderBlack: 'Punti in meno per scarpe non nere con un abito nero: un abito nero vuole scarpe nere, e il marrone o qualsiasi altro cuoio sotto spezza il look in due.',
  blackUnderEarth: 'Punti in meno per le scarpe eleganti nere con un pantalone nei toni della terra: con l’oliva, il kaki o il beige ci vuole il cuoio marrone, e il nero accanto risulta duro e troppo formale.',
  loungeSuitAtBlackTie: 'Punti in meno per un abito da giorno a un evento in cravatta nera: l’etichetta chiede lo smoking con il papillon, o un abito lungo da sera; un abito scuro con la cravatta resta un gradino sotto.',
  openCollarAtBlackTie: 'Punti in meno per un abito da ufficio senza cravatta a un evento in cravatta nera: l’etichetta chiede lo smoking con il papillon, o un abito lungo da sera, e il collo aperto ne resta chiaramente fuori.',
  patternClash: 'Punti in meno per fantasie in competizione: due capi stampati si contendono lo sguardo; lascia guidare una fantasia e tieni il resto in tinta unita.',
  printAtBlackTie: 'Punti in meno per una camicia fantasia a un evento in cravatta nera: l’etichetta chiede una camicia bianca liscia; righe e quadri sono da ufficio.',
  loudPrint: 'Punti in meno per una stampa vistosa in un’occasione sobria: leopardato, zebrato o mimetico distolgono lo sguardo dall’occasione; un funerale, una funzione o un colloquio chiedono capi in tinta unita, scuri o neutri.',
  denimOnTrail: 'Punti in meno per i jeans in escursione: sono pesanti, sfregano in salita e, se si bagnano, diventano freddi e asciugano lentamente; un pantalone da trekking elastico e ad asciugatura rapida è fatto per questo.',
  openShoesOnTrail: 'Punti in meno per le scarpe aperte in escursione: infradito e sandali non fanno presa sul terreno sconnesso, non sostengono la caviglia e lasciano le dita scoperte; scarpe o scarponcini da trekking sono l’unico capo irrinunciabile.',
  canvasInRain: 'Punti in meno per le scarpe di tela con la pioggia che indichi: la tela si inzuppa in pochi minuti e resta bagnata; stivaletti di pelle o una scarpa impermeabile tengono i piedi asciutti.',
};
