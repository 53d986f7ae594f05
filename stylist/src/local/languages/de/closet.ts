import type { ClosetWords } from '../../garments/closet-words';

export const closet: ClosetWords = {
  itemName: '{garment} in {colour}',
  itemNameNoColour: '{garment}',
  slots: { top: 'Oberteil', bottom: 'Unterteil', outerwear: 'Jacke oder Mantel', footwear: 'Schuhe', accessories: 'Accessoire' },
  lookFor: '{slot}: In deinem Kleiderschrank passt nichts zu diesem Look. Halte Ausschau nach: {suggestion}.',
  swap: '{slot} → dein Teil „{item}“: {delta}',
};
