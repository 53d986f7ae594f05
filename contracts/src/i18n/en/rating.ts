import type { RatingCopy } from '../types';

/** English: the results screen's headlines and the occasion names (web and share card). */
export const en: RatingCopy = {
  headlines: {
    excellent: 'Excellent Style!',
    good: 'Good Look!',
    improve: 'Room for Improvement',
  },
  everyday: 'Everyday',
  occasions: {
    casual: 'Casual',
    work: 'Work',
    date: 'Date',
    party: 'Party',
    formal: 'Formal',
    workout: 'Workout',
    sports: 'Sports',
    football: 'Football',
    basketball: 'Basketball',
    tennis: 'Tennis',
    running: 'Running',
    beach: 'Beach',
    hiking: 'Hiking',
    wedding: 'Wedding',
    graduation: 'Graduation',
    interview: 'Interview',
    brunch: 'Brunch',
    shopping: 'Shopping',
    concert: 'Concert',
    travel: 'Travel',
    vacation: 'Vacation',
    church: 'Church',
    school: 'School',
    custom: 'Custom',
  },
};
