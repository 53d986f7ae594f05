import type { NoOutfitWords } from '../../vision/no-outfit';

export const noOutfit: NoOutfitWords = {
  noPerson: 'コーデが見つかりません。この写真には人が写っていないようです。今回の採点は回数に含まれません。ご自身の写真（できれば全身）でお試しください。',
  noGarment: 'コーデが見つかりません。人は写っていますが、採点できる服が見えません。今回の採点は回数に含まれません。コーデ全体が写った写真でお試しください。',
};
