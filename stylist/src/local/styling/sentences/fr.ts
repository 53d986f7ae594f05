import type { OutfitSentences } from './types';

export const fr: OutfitSentences = {
  under: (top, outer) => `${top}, et par-dessus : ${outer}`,
  dressBase: (dress, tights) => `Pas de bas séparé : la pièce (${dress}) fait toute la base${tights ? `, portée avec : ${tights}` : ''}`,
  withTights: (bottom, tights) => `${bottom}, avec : ${tights}`,
  minimalAccessories: 'Accessoires réduits au minimum',
  likedColours: (c) => `La tenue reprend ${c}, des couleurs que vous aimez ou qui ont bien noté dans vos meilleures tenues.`,
  styles: (p, a) => `Les pièces ont été choisies en pensant à votre style ${p}${a ? `, en évitant : ${a}` : ''}.`,
  rainFeet: (shoes, outer) => `Pieds au sec grâce à : ${shoes}${outer ? ` ; la pluie est arrêtée par : ${outer}` : ', et le parapluie protège le reste'}.`,
  coldCovered: (shoes, tights) => `Jambes et pieds restent couverts : ${tights ? `${tights} sous l’ourlet, et ` : ''}${shoes} aux pieds.`,
  honest: (pieces, n) => `En toute franchise : l’occasion et la météo tirent dans deux directions, ${n > 1 ? 'ces pièces sont donc les plus proches' : 'cette pièce est donc la plus proche'} de l’idéal (${pieces}) ; ajoutez ou retirez une couche selon votre ressenti.`,
  combiner: {
    builtFrom: (n) => `Composée à partir de ${n} de vos tenues notées 7 ou plus, en prenant pour chaque partie la pièce la mieux notée.`,
    harmony: (c) => `Ensemble, les couleurs (${c}) restent en harmonie selon la même mesure que vos notes.`,
    oneBaseOneAccent: 'Limitez les couleurs à une base neutre et un seul accent.',
    fallback: {
      top: 'Votre haut le mieux noté',
      bottom: 'Votre pantalon ou votre jupe les mieux notés',
      footwear: 'Des chaussures soignées, aussi habillées que le haut',
      accessories: 'Accessoires réduits au minimum : une montre ou un seul bijou',
    },
  },
};
