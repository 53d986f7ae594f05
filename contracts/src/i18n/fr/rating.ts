import type { RatingCopy } from '../types';

/** French: the results screen's headlines and the occasion names (web and share card). */
export const fr: RatingCopy = {
  headlines: {
    excellent: 'Style excellent !',
    good: 'Joli look !',
    improve: 'Peut mieux faire',
  },
  everyday: 'Au quotidien',
  occasions: {
    casual: 'Décontracté',
    work: 'Travail',
    date: 'Rendez-vous',
    party: 'Soirée',
    formal: 'Habillé',
    workout: 'Entraînement',
    sports: 'Sport',
    football: 'Football',
    basketball: 'Basket',
    tennis: 'Tennis',
    running: 'Course à pied',
    beach: 'Plage',
    hiking: 'Randonnée',
    wedding: 'Mariage',
    graduation: 'Remise de diplôme',
    interview: 'Entretien',
    brunch: 'Brunch',
    shopping: 'Shopping',
    concert: 'Concert',
    travel: 'Voyage',
    vacation: 'Vacances',
    church: 'Église',
    school: 'École',
    custom: 'Personnalisée',
  },
};
