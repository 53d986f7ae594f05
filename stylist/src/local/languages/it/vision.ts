import type { VisionWords } from '../../i18n/vision-types';

export const it: VisionWords = {
  parts: { top: 'parte sopra', bottom: 'parte sotto', onePiece: 'capo intero', footwear: 'scarpe', accessory: 'accessorio' },
  zones: { head: 'testa', neck: 'collo', wrists: 'polsi' },
  phrases: {
    'vision.pieces': ['Nella foto vedo: {pieces}.', 'Ciò che mostra la foto: {pieces}.'],
    'vision.anchor': ['{dark} ancora {light}.', '{dark} dà peso rispetto a {light}, più chiaro.'],
    'vision.tonal': ['{top} e {bottom} hanno un tono molto simile: l’outfit si legge come un blocco unico.', 'Sopra e sotto ({top}, {bottom}) hanno quasi la stessa luminosità.'],
    'vision.contrast': ['{top} contro {bottom} dà un contrasto chiaro ed equilibrato.', '{top} e {bottom} si distinguono bene senza competere.'],
    'vision.onePiece': ['{piece} va dalle spalle all’orlo in un solo colore e regge tutto il look.', 'Un solo colore dall’alto in basso ({piece}) crea una linea lunga e pulita.'],
    'vision.shoesEcho': ['{shoes}: riprendono un colore dell’outfit e lo legano.', '{shoes}: fanno eco all’outfit e chiudono il look.'],
    'vision.shoesApart': ['{shoes}: portano un colore tutto loro.', '{shoes}: si staccano dal resto della palette.'],
    'vision.accessory': ['Un accento {colour} su {zone} aggiunge un tocco finale.', 'C’è un tocco {colour} su {zone}.'],
    'vision.several': ['Nella foto ci sono più persone; ho valutato quella al centro.', 'Compaiono più persone, quindi ho giudicato quella più centrale.'],
    'vision.none': ['Non ho trovato nessuna persona nella foto, quindi non ho potuto localizzare i capi.', 'In questa foto non si vede nessuno; i capi non si possono misurare.'],
    'vision.seated': ['Sei seduto o piegato, quindi lunghezze e proporzioni si leggono meno bene.'],
    'quality.feetCut': ['I piedi sono fuori inquadratura, quindi le scarpe non si possono valutare.', 'Le scarpe sono tagliate dal bordo della foto.'],
    'quality.personSmall': ['Occupi solo una piccola parte dell’immagine, quindi i dettagli si vedono poco.'],
    'comp.seen': ['{piece}: {colours}.', 'Misurato: {colours}.'],
    'comp.noPerson': ['Nessuna persona nella foto, quindi non valutato.'],
    'comp.notInFrame': ['Fuori inquadratura, quindi non valutato.', 'Non è nella foto; nessun voto.'],
    'comp.noAccessory': ['Nessun accessorio si distingue nella foto, quindi non valutato.'],
    'limits.visionOnly': ['Senza descrizione valuto ciò che mostra la foto: il colore di ogni capo e come si abbinano; indica i capi per consigli più precisi.'],
    'sugg.fullBody': ['allontanati per essere inquadrato dalla testa alle scarpe', 'scatta una foto a figura intera con le scarpe visibili'],
    'refused.explicit': ['Questa foto non può essere valutata: sembra un contenuto esplicito. Carica una foto del tuo outfit.'],
  },
};
