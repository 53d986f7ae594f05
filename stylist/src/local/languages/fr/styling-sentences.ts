import type { StylingSentences } from '../../styling/sentences/types';
import { capitalise } from '../../grammar/text';
import { grammar, withArticle } from './grammar';

/** Small counts in words, as style guides write them in running text; larger ones in digits. */
const count = (n: number): string => ['deux', 'trois', 'quatre', 'cinq'][n - 2] ?? String(n);

export const fr: StylingSentences = {
  under: (top, outer) => `${top} sous ${withArticle(outer, false)}`,
  dressBase: (dress, tights) => `Pas de bas séparé\u00a0: ${withArticle(dress, true)} fait toute la base${tights ? `, avec ${withArticle(tights, false)}` : ''}`,
  withTights: (bottom, tights) => `${bottom} avec ${withArticle(tights, false)}`,
  minimalAccessories: 'Accessoires réduits au minimum',
  likedColours: (c) => `La tenue reprend ${c}, des couleurs que vous aimez ou qui ont bien noté dans vos meilleures tenues.`,
  styles: (p, a) => `Les pièces ont été choisies en pensant à votre style ${p}${a ? `, en évitant le style ${a}` : ''}.`,
  rainFeet: (shoes, outer) => `${capitalise(withArticle(shoes, true))} ${grammar.agreement(shoes).plural ? 'gardent' : 'garde'} vos pieds au sec${outer ? ` et ${withArticle(outer, true)} vous protège de la pluie` : ', et le parapluie protège le reste'}.`,
  coldCovered: (shoes, tights) => `Jambes et pieds restent couverts\u00a0: ${tights ? `${withArticle(tights, false)} sous l’ourlet et ` : ''}${withArticle(shoes, false)} aux pieds.`,
  // One piece is named with its article ('le châle en pashmina est donc…'); several follow a colon.
  honest: (pieces, list) => `En toute franchise, l’occasion et la météo ne vont pas dans le même sens\u00a0: ${pieces.length > 1 ? `le plus proche de l’idéal, ce sont donc ${list(pieces.map((p) => withArticle(p, true)))}` : `${withArticle(pieces[0]!, true)} ${grammar.agreement(pieces[0]!).plural ? 'sont' : 'est'} donc le choix le plus proche de l’idéal`}\u202f; ajoutez ou retirez une couche selon votre ressenti.`,
  combiner: {
    builtFrom: (n) => `Composée à partir de ${count(n)} de vos tenues notées 7 ou plus, en prenant pour chaque partie la pièce la mieux notée.`,
    harmony: (c) => `Ensemble, les couleurs (${c}) restent en harmonie selon la même mesure que vos notes.`,
    oneBaseOneAccent: 'Limitez les couleurs à une base neutre et un seul accent.',
    fallback: {
      top: 'Votre haut le mieux noté',
      bottom: 'Votre pantalon ou votre jupe les mieux notés',
      footwear: 'Des chaussures soignées, aussi habillées que le haut',
      accessories: 'Accessoires réduits au minimum : une montre ou un seul bijou',
    },
  },
  insights: {
    occasions: { 'business-meeting': 'Réunion d’affaires', 'casual-weekend': 'Week-end décontracté', 'date-night': 'Rendez-vous galant', 'wedding-guest': 'Invité(e) à un mariage', 'job-interview': 'Entretien d’embauche', brunch: 'Brunch', 'evening-party': 'Soirée', travel: 'Voyage', 'gym-workout': 'Salle de sport', 'beach-pool': 'Plage/Piscine', 'formal-dinner': 'Dîner habillé', 'concert-festival': 'Concert/Festival' },
    budget: { 'budget-friendly': 'à moins de 50 $', 'mid-range': 'entre 50 et 200 $', luxury: 'à plus de 200 $, choisies pour durer' },
    anyBudget: 'à un prix qui vous convient',
    matchesStyle: (s) => `elle correspond à votre style ${s}`,
    coloursYouLike: 'ses couleurs font partie de celles que vous aimez',
    suitsYourOccasions: 'elle convient aux occasions où vos tenues notent déjà bien',
    leansAvoided: (s) => `mais elle tend vers ${s}, que vous préférez éviter`,
    forYou: (r) => `Pour vous\u00a0: ${r.join(' ; ')}.`,
    tryOnePieceFirst: 'Essayez-la d’abord avec une seule pièce et voyez comment elle s’accorde à votre garde-robe.',
    startWith: (colour) => `Commencez par une ${colour ? 'pièce de cette couleur' : 'seule pièce'} et gardez le reste de la tenue neutre.`,
    wearFirstAt: (o) => `Portez-la d’abord pour l’occasion «\u00a0${o}\u00a0», où elle trouve naturellement sa place.`,
    wearFirstEveryday: 'Portez-la d’abord au quotidien.',
    balance: 'Équilibrez-la avec une pièce que vous portez déjà souvent, pour que la tenue vous ressemble toujours.',
    fitFirst: 'Vérifiez la coupe et la matière avant la tendance : une pièce bien faite dure plus longtemps qu’une saison.',
    secondHand: 'Cherchez d’abord en seconde main et en vintage ; les tendances reviennent.',
    oneThreeWays: 'Achetez une pièce et portez-la de trois façons avant d’en acheter d’autres.',
    lookFor: (name, _tag, budget) => `Cherchez des pièces dans l’esprit «\u00a0${name}\u00a0» ${budget}.`,
    accessoriesCarry: 'Les accessoires portent une tendance pour une fraction du prix d’un manteau ou d’une robe.',
  },
};
