import type { ClosetWords } from '../../garments/closet-words';

export const closet: ClosetWords = {
  itemName: '{garment} {colour}',
  itemNameNoColour: '{garment}',
  slots: { top: 'Haut', bottom: 'Bas', outerwear: 'Veste ou manteau', footwear: 'Chaussures', accessories: 'Accessoire' },
  lookFor: '{slot} : rien dans votre garde-robe ne va avec cette tenue. Cherchez {@suggestion}.',
  swap: '{slot} → {votre|vos:item} {item} : {delta}',
};
