import type { ClosetWords } from '../../garments/closet-words';

export const closet: ClosetWords = {
  itemName: '{colour} {garment}',
  itemNameNoColour: '{garment}',
  slots: { top: '상의', bottom: '하의', outerwear: '아우터', footwear: '신발', accessories: '액세서리' },
  lookFor: '{slot}: 옷장에 이 룩과 어울리는 아이템이 없어요. {suggestion:을} 찾아보세요.',
  swap: '{slot} → 내 {item:으로}: {delta}',
};
