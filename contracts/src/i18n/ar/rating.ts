import type { RatingCopy } from '../types';

/** Arabic: the results screen's headlines and the occasion names (web and share card). */
export const ar: RatingCopy = {
  headlines: {
    excellent: 'أسلوب رائع!',
    good: 'إطلالة جميلة!',
    improve: 'هناك مجال للتحسين',
  },
  everyday: 'يومي',
  occasions: {
    casual: 'كاجوال',
    work: 'العمل',
    date: 'موعد',
    party: 'حفلة',
    formal: 'رسمي',
    workout: 'تمرين',
    sports: 'رياضة',
    football: 'كرة القدم',
    basketball: 'كرة السلة',
    tennis: 'تنس',
    running: 'جري',
    beach: 'الشاطئ',
    hiking: 'المشي الجبلي',
    wedding: 'زفاف',
    graduation: 'تخرّج',
    interview: 'مقابلة عمل',
    brunch: 'برانش',
    shopping: 'تسوّق',
    concert: 'حفل موسيقي',
    travel: 'سفر',
    vacation: 'إجازة',
    church: 'الكنيسة',
    school: 'المدرسة',
    custom: 'مخصّص',
  },
};
