import type { NoOutfitWords } from '../../vision/no-outfit';

export const noOutfit: NoOutfitWords = {
  noPerson: 'Nessun outfit trovato: in questa foto non vediamo nessuna persona. La valutazione non è stata conteggiata; prova con una tua foto, meglio se a figura intera.',
  noGarment: 'Nessun outfit trovato: vediamo una persona, ma nessun capo da valutare. La valutazione non è stata conteggiata; prova con una foto in cui si veda il tuo outfit.',
};
