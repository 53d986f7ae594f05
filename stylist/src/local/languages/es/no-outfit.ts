import type { NoOutfitWords } from '../../vision/no-outfit';

export const noOutfit: NoOutfitWords = {
  noPerson: 'No encontramos ningún look: no vemos a ninguna persona en esta foto. Esta valoración no se ha contado; prueba con una foto tuya, mejor de cuerpo entero.',
  noGarment: 'No encontramos ningún look: vemos a una persona, pero no la ropa. Esta valoración no se ha contado; prueba con una foto en la que se vea tu outfit.',
};
