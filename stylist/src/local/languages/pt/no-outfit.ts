import type { NoOutfitWords } from '../../vision/no-outfit';

export const noOutfit: NoOutfitWords = {
  noPerson: 'Nenhum look encontrado: não vemos ninguém nesta foto. Esta avaliação não foi contada; tente uma foto sua, de preferência de corpo inteiro.',
  noGarment: 'Nenhum look encontrado: vemos uma pessoa, mas nenhuma roupa para avaliar. Esta avaliação não foi contada; tente uma foto em que apareça o seu look.',
};
