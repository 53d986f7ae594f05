import type { ClosetWords } from '../../garments/closet-words';

export const closet: ClosetWords = {
  itemName: '{garment} باللون {colour}',
  itemNameNoColour: '{garment}',
  slots: { top: 'القطعة العلوية', bottom: 'القطعة السفلية', outerwear: 'المعطف أو السترة', footwear: 'الحذاء', accessories: 'الإكسسوار' },
  lookFor: '{slot}: لا شيء في خزانتك يناسب هذه الإطلالة. ابحث عن {suggestion}.',
  swap: '{slot} ← {item} من خزانتك: {delta}',
};
