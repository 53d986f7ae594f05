import type { ClosetWords } from '../../garments/closet-words';

export const closet: ClosetWords = {
  itemName: '{garment} {colour}',
  itemNameNoColour: '{garment}',
  slots: { top: 'Sopra', bottom: 'Sotto', outerwear: 'Capospalla', footwear: 'Scarpe', accessories: 'Accessorio' },
  lookFor: '{slot}: nel tuo armadio non c’è nulla che vada con questo look. Cerca {@suggestion}.',
  swap: '{slot} → il tuo capo «{item}»: {delta}',
};
