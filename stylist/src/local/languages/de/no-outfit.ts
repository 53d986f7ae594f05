import type { NoOutfitWords } from '../../vision/no-outfit';

export const noOutfit: NoOutfitWords = {
  noPerson: 'Kein Outfit gefunden: Auf diesem Foto ist keine Person zu sehen. Diese Bewertung wurde nicht angerechnet; versuchen Sie es mit einem Foto von sich, am besten in ganzer Figur.',
  noGarment: 'Kein Outfit gefunden: Wir sehen eine Person, aber keine Kleidung zum Bewerten. Diese Bewertung wurde nicht angerechnet; versuchen Sie es mit einem Foto, auf dem Ihr Outfit zu sehen ist.',
};
