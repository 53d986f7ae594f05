import type { VisionWords } from '../../i18n/vision-types';

export const it: VisionWords = {
  parts: { top: 'parte sopra', bottom: 'parte sotto', onePiece: 'look', footwear: 'scarpe', accessory: 'accessorio' },
  zones: { head: 'la testa', neck: 'il collo', wrists: 'i polsi' },
  phrases: {
    'vision.pieces': ['Nella foto vedo {pieces}.', 'La foto mostra {pieces}.'],
    'vision.anchor': ['{#dark} {dà|danno:dark} peso a {#light}.', '{#dark} {bilancia|bilanciano:dark} {#light}, più {chiaro|chiara|chiari|chiare:light}.'],
    'vision.tonal': ['{#top} e {#bottom} hanno un tono molto simile: l’outfit si legge come un blocco unico.', '{#top} e {#bottom} hanno quasi la stessa luminosità, e la figura si allunga.'],
    'vision.contrast': ['Tra {#top} e {#bottom} c’è un contrasto chiaro ed equilibrato.', '{#top} e {#bottom} si distinguono bene senza fare a gara.'],
    'vision.onePiece': ['{#piece} va dalle spalle all’orlo senza interruzioni e regge da solo tutta la figura.', 'Con {#piece}, un solo colore va dallo scollo all’orlo e crea una linea lunga e pulita.'],
    'vision.shoesEcho': ['{#shoes} {riprende|riprendono:shoes} un colore dell’outfit e lo {lega|legano:shoes}.', '{#shoes} {fa|fanno:shoes} eco all’outfit e {chiude|chiudono:shoes} il look.'],
    'vision.shoesApart': ['{#shoes} {porta|portano:shoes} un colore tutto {suo|loro:shoes}.', '{#shoes} si {stacca|staccano:shoes} dal resto della palette.'],
    'vision.accessory': ['Un accento {colour} su {zone} aggiunge un tocco finale.', 'C’è un tocco {colour} su {zone}.'],
    'vision.several': ['Nella foto ci sono anche altre persone; ho valutato quella al centro.', 'Compaiono più persone, quindi ho valutato quella più centrale.'],
    'vision.none': ['Non ho trovato nessuna persona nella foto, quindi non c’è nessun outfit da misurare.', 'In questa foto non si vede nessuno; i capi non si possono misurare.'],
    'vision.seated': ['In posa seduta o piegata, lunghezze e proporzioni si leggono meno bene.'],
    'quality.feetCut': ['Non vedo i tuoi piedi, quindi le scarpe non sono valutate.', 'Le scarpe sono tagliate dal bordo della foto, quindi non sono valutate.'],
    'quality.personSmall': ['Occupi solo una piccola parte dell’immagine, quindi i dettagli si vedono poco.'],
    'comp.seen': ['Su {#piece} ho misurato {colours}.'],
    'comp.seenLower': ['Nella parte sotto di {#piece} ho misurato {colours}.'],
    'comp.noPerson': ['Nella foto non c’è nessuna persona, quindi questa parte non è valutata.'],
    'comp.notInFrame': ['Questa parte è fuori inquadratura, quindi non è valutata.', 'Questa parte non compare nella foto, quindi non ha un voto.'],
    'comp.noAccessory': ['Nessun accessorio si distingue nella foto, quindi non valutato.'],
    'limits.visionOnly': ['Senza descrizione valuto ciò che mostra la foto: il colore di ogni capo e come si abbinano; indica i capi per consigli più precisi.'],
    'sugg.fullBody': ['allontanati un po’ per entrare nell’inquadratura dalla testa ai piedi', 'scatta una foto a figura intera con le scarpe visibili'],
    'refused.explicit': ['Questa foto non può essere valutata: sembra un contenuto esplicito. Carica una foto del tuo outfit.'],
  },
};
