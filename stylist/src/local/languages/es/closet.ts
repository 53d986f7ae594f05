import type { ClosetWords } from '../../garments/closet-words';

export const closet: ClosetWords = {
  itemName: '{garment} {colour}',
  itemNameNoColour: '{garment}',
  slots: { top: 'Parte de arriba', bottom: 'Parte de abajo', outerwear: 'Abrigo', footwear: 'Zapatos', accessories: 'Complemento' },
  lookFor: '{slot}: no tienes nada en tu armario que encaje con este look. Busca {@suggestion}.',
  swap: '{slot} → {tu|tus:item} {item}: {delta}',
};
