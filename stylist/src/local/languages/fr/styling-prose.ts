import type { StylingProse } from '../../styling/prose/types';
import { capitalise, lowerFirst } from '../../grammar/text';
import { NOUNS, grammar, withArticle } from './grammar';
import { romanceHead } from '../../grammar/nouns';

/** A kept piece with its article, when it is a garment this language names (an older rating may be in another language). */
const theKept = (d: string) => capitalise(romanceHead(d, NOUNS) ? withArticle(lowerFirst(d), true) : d);

export const fr: StylingProse = {
  occasions: {
    'business-meeting': 'Une réunion récompense une coupe nette et une palette calme : on doit se souvenir de ce que vous avez dit, pas de ce que vous portiez.',
    'casual-weekend': 'Les vêtements du week-end doivent d’abord être confortables, mais une pièce choisie avec soin évite l’allure d’une tenue d’intérieur.',
    'date-night': 'Pour un rendez-vous, portez ce qui vous ressemble dans un bon jour, avec un détail qui appelle un compliment.',
    'wedding-guest': 'Un invité s’habille pour les mariés et ne rivalise jamais avec la mariée : pas de blanc, rien de criard.',
    'job-interview': 'En entretien, la tenue doit dire « fiable et préparé », puis se faire oublier.',
    brunch: 'Le brunch se situe entre décontracté et soigné : des formes souples dans de belles matières.',
    'evening-party': 'Une soirée, c’est le moment de la texture, de la brillance ou d’une pièce audacieuse.',
    travel: 'Les vêtements de voyage doivent rester confortables des heures, se superposer facilement et avoir fière allure à l’arrivée.',
    'gym-workout': 'Les vêtements de sport doivent suivre vos mouvements, évacuer la transpiration et rester en place.',
    'beach-pool': 'À la plage, misez sur des couches légères et respirantes par-dessus le maillot, et sur une protection solaire qui a l’air voulue.',
    'formal-dinner': 'Un dîner habillé demande vos pièces les plus soignées : couleurs sombres et profondes, matières raffinées.',
    'concert-festival': 'En concert ou en festival, on reste debout, on danse et on fait la queue des heures : des chaussures confortables et un sac mains libres comptent avant tout.',
  },
  // The rate form's occasions the styling plans stand in for (church planned as a meeting): their own principle.
  standIns: {
    church: 'À l’église, on soigne sa tenue sans attirer le regard : épaules couvertes, couleurs calmes, rien de voyant.',
    school: 'Pour l’école, des vêtements confortables pour une longue journée et faciles à porter, avec une pièce nette qui garde l’ensemble soigné.',
    graduation: 'Une remise de diplômes, c’est une cérémonie et des photos en famille : vos pièces les plus soignées, et des chaussures pour rester debout des heures.',
    hiking: 'En randonnée, des couches respirantes qui sèchent vite et des chaussures qui accrochent : le confort et la météo passent avant le style.',
    vacation: 'Une garde-robe de vacances voyage léger et se combine facilement : matières respirantes, protection solaire et une pièce qui s’habille pour le soir.',
  },
  weather: {
    'sunny-warm': 'Choisissez des fibres naturelles respirantes (coton, lin) dans des couleurs claires qui renvoient le soleil, et ajoutez des lunettes de soleil.',
    'cool-breezy': 'Ajoutez une veste légère que vous pouvez retirer et gardez des chaussures fermées : le vent refroidit plus vite qu’on ne le pense.',
    rainy: 'La pluie demande une couche extérieure déperlante et des chaussures qui ne prennent pas l’eau ; le daim et la toile restent à la maison.',
    'cold-winter': 'Par grand froid, couvrez entièrement jambes et pieds, portez un manteau chaud et superposez la maille pour vous adapter à l’intérieur.',
    'hot-humid': 'L’humidité alourdit chaque couche : lin et coton amples et aérés, pas de veste, et des couleurs qui ne marquent pas la transpiration.',
    'mild-spring': 'Les jours doux appellent une seule couche légère, trench ou cardigan, sur une tenue qui tient sans elle.',
  },
  bodyTypes: {
    petite: 'Gardez des proportions compactes : taille haute, vestes courtes ou ajustées et une seule couleur de la taille aux chaussures pour allonger la ligne. Les manteaux très longs et les pièces oversize peuvent écraser une petite silhouette.',
    tall: 'Vous pouvez porter les manteaux longs, les pantalons larges et les proportions audacieuses. Couper la tenue avec une ceinture contrastée ou un haut rentré évite l’effet étiré.',
    curvy: 'Marquez la taille : formes portefeuille, couches ceinturées et hauts ajustés suivent vos courbes. Les matières fluides tombent mieux que les rigides.',
    athletic: 'Un tombé souple et du volume en bas (jupes trapèze, pantalons larges) donnent de la forme ; un col V ou ouvert équilibre des épaules larges.',
    'plus-size': 'Une structure bien ajustée flatte davantage que des couches amples : une veste longue, une épaule marquée et une seule histoire de couleur donnent une ligne longue et assurée.',
    pear: 'Attirez le regard vers le haut avec des détails ou de la couleur (cols, tons plus clairs) et gardez le bas plus sombre et net, trapèze ou large pour équilibrer les hanches.',
    apple: 'Créez des lignes verticales : cols V, vestes ouvertes et pièces longues allongent le buste ; pantalons droits ou larges équilibrent la silhouette.',
    hourglass: 'Suivez votre taille naturelle : pièces ajustées et ceinturées, formes portefeuille et taille haute laissent voir vos proportions équilibrées.',
    rectangle: 'Créez de la forme par le contraste : une ceinture, un péplum, du volume en bas ou de la structure aux épaules suggèrent une taille.',
  },
  generalBody: 'Choisissez des pièces bien ajustées aux épaules et à la taille ; un ourlet fait par un retoucheur change plus que n’importe quelle tendance.',
  activeCold: 'Par temps froid, habillez-vous pour l’effort avec une première couche technique à manches longues, un collant long ou un pantalon de survêtement et une veste coupe-vent légère, plus des gants et un bonnet que vous retirerez dès que vous aurez chaud.',
  noWeather: 'Aucune météo indiquée : on suppose une journée douce.',
  accentPalette: (b, s, a) => `Les couleurs forment une base ${b} et ${s} avec ${a} comme unique accent, une association réfléchie plutôt que chargée.`,
  calmPalette: (b, s) => `Les couleurs, ${b} et ${s}, forment une palette calme qui laisse parler la coupe et la matière.`,
  advice: {
    parts: { top: 'haut', bottom: 'bas', footwear: 'chaussures', accessories: 'accessoires' },
    keep: (d, s) => `${theKept(d)} ${grammar.agreement(d).plural ? 'ont' : 'a'} obtenu ${s}\u00a0: l’un des points forts de la tenue, à garder.`,
    keepRecommendation: (p) => {
      const a = grammar.agreement(p);
      return `Gardez ${a.plural ? 'vos' : 'votre'} ${p} ${a.plural ? (a.gender === 'f' ? 'actuelles' : 'actuels') : a.gender === 'f' ? 'actuelle' : 'actuel'}.`;
    },
    // The piece is the subject, as in keep(): « Cette partie a obtenu 5,3 : t-shirt gris. » read as a form label.
    low: (s, d) => {
      if (!romanceHead(d, NOUNS)) return `Cette partie (${lowerFirst(d)}) a obtenu ${s} et tire la tenue vers le bas.`;
      const plural = grammar.agreement(d).plural;
      return `${theKept(d)} ${plural ? 'ont' : 'a'} obtenu ${s} et ${plural ? 'tirent' : 'tire'} la tenue vers le bas.`;
    },
    tryThis: (r) => `Essayez plutôt ${withArticle(r, false)}.`,
    notVisible: 'Cette partie n’était ni visible ni décrite, elle n’a donc pas pu être jugée.',
    ifYouAdd: (r, part) => `${part === 'accessories' ? 'Si vous ajoutez un accessoire' : 'Pour compléter la tenue'}, ${withArticle(r, false)} ${grammar.agreement(r).plural ? 'conviennent' : 'convient'} à l’occasion.`,
    scored: (s) => `Votre tenue a obtenu ${s}.`,
    allKept: 'Tout fonctionne ; ne changez que les détails.',
    keptButTogether: 'Chaque pièce fonctionne seule, mais c’est leur association qui retient la tenue\u00a0: commencez par le conseil de la note.',
    keepSome: (n) => `Gardez ${n === 1 ? 'la partie bien notée' : `les ${['deux', 'trois'][n - 2] ?? n} parties bien notées`} et changez le reste comme proposé.`,
    startFresh: 'Partez des pièces proposées : elles sont choisies pour aller ensemble.',
  },

};
