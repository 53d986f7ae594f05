import type { RatingCopy } from '../types';

/** Italian: the results screen's headlines and the occasion names (web and share card). */
export const it: RatingCopy = {
  headlines: {
    excellent: 'Stile eccellente!',
    good: 'Bel look!',
    improve: 'Si può migliorare',
  },
  everyday: 'Tutti i giorni',
  occasions: {
    casual: 'Casual',
    work: 'Lavoro',
    date: 'Appuntamento',
    party: 'Festa',
    formal: 'Elegante',
    workout: 'Allenamento',
    sports: 'Sport',
    football: 'Calcio',
    basketball: 'Basket',
    tennis: 'Tennis',
    running: 'Corsa',
    beach: 'Spiaggia',
    hiking: 'Escursionismo',
    wedding: 'Matrimonio',
    graduation: 'Laurea',
    interview: 'Colloquio',
    brunch: 'Brunch',
    shopping: 'Shopping',
    concert: 'Concerto',
    travel: 'Viaggio',
    vacation: 'Vacanza',
    church: 'Chiesa',
    school: 'Scuola',
    custom: 'Personalizzata',
  },
};
