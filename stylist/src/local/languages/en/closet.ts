import type { ClosetWords } from '../../garments/closet-words';

export const closet: ClosetWords = {
  itemName: '{colour} {garment}',
  itemNameNoColour: '{garment}',
  slots: { top: 'Top', bottom: 'Bottom', outerwear: 'Outer layer', footwear: 'Shoes', accessories: 'Accessory' },
  lookFor: '{slot}: nothing in your closet fits this look. Look for {@suggestion}.',
  swap: '{slot} → your {item}: {delta}',
};
