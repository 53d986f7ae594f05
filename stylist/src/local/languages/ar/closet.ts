import type { ClosetWords } from '../../garments/closet-words';

// The closet's lines are stored with the look and shown to whoever opens it, so like ratings they address nobody.
export const closet: ClosetWords = {
  itemName: '{garment} باللون {colour}',
  itemNameNoColour: '{garment}',
  slots: { top: 'القطعة العلوية', bottom: 'القطعة السفلية', outerwear: 'المعطف أو السترة', footwear: 'الحذاء', accessories: 'الإكسسوار' },
  lookFor: 'في خانة {slot} لا شيء في الخزانة يناسب هذه الإطلالة. الأنسب البحث عن {suggestion}.',
  swap: '{slot} ← {item} من الخزانة: {delta}',
};
