import type { RatingCopy } from '../types';

/** German: the results screen's headlines and the occasion names (web and share card). */
export const de: RatingCopy = {
  headlines: {
    excellent: 'Exzellenter Stil!',
    good: 'Guter Look!',
    improve: 'Da geht noch mehr',
  },
  everyday: 'Alltag',
  occasions: {
    casual: 'Lässig',
    work: 'Arbeit',
    date: 'Date',
    party: 'Party',
    formal: 'Festlich',
    workout: 'Training',
    sports: 'Sport',
    football: 'Fußball',
    basketball: 'Basketball',
    tennis: 'Tennis',
    running: 'Laufen',
    beach: 'Strand',
    hiking: 'Wandern',
    wedding: 'Hochzeit',
    graduation: 'Abschlussfeier',
    interview: 'Vorstellungsgespräch',
    brunch: 'Brunch',
    shopping: 'Shopping',
    concert: 'Konzert',
    travel: 'Reise',
    vacation: 'Urlaub',
    church: 'Kirche',
    school: 'Schule',
    custom: 'Eigener Anlass',
  },
};
