import type { ClosetWords } from '../../garments/closet-words';

export const closet: ClosetWords = {
  itemName: '{garment} {colour}',
  itemNameNoColour: '{garment}',
  slots: { top: 'Parte de cima', bottom: 'Parte de baixo', outerwear: 'Casaco', footwear: 'Sapatos', accessories: 'Acessório' },
  lookFor: '{slot}: nada no seu guarda-roupa combina com este look. Procure {@suggestion}.',
  swap: '{slot} → a sua peça “{item}”: {delta}',
};
