import type { NoOutfitWords } from '../../vision/no-outfit';

export const noOutfit: NoOutfitWords = {
  noPerson: 'Aucune tenue trouvée : nous ne voyons personne sur cette photo. Cette évaluation n’a pas été décomptée ; essayez une photo de vous, idéalement en pied.',
  noGarment: 'Aucune tenue trouvée : nous voyons une personne, mais pas de vêtements à évaluer. Cette évaluation n’a pas été décomptée ; essayez une photo où l’on voit votre tenue.',
};
