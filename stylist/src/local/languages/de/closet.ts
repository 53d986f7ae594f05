import type { ClosetWords } from '../../garments/closet-words';

export const closet: ClosetWords = {
  itemName: '{garment} in {colour}',
  itemNameNoColour: '{garment}',
  slots: { top: 'Oberteil', bottom: 'Unterteil', outerwear: 'Jacke oder Mantel', footwear: 'Schuhe', accessories: 'Accessoire' },
  lookFor: '{slot}: In Ihrem Kleiderschrank passt nichts zu diesem Look. Suchen Sie {@suggestion}.',
  swap: '{slot} → Ihr Teil „{item}“: {delta}',
};
