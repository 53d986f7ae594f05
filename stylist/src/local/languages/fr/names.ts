import type { LanguagePack } from '../../i18n/types';

export const names: Pick<LanguagePack, 'colours' | 'garments' | 'occasions'> = {
  colours: {
    black: 'noir', charcoal: 'gris anthracite', grey: 'gris', lightgrey: 'gris clair', silver: 'argenté', white: 'blanc',
    ivory: 'ivoire', cream: 'crème', beige: 'beige', taupe: 'taupe', khaki: 'kaki', camel: 'camel', brown: 'marron',
    navy: 'bleu marine', blue: 'bleu', lightblue: 'bleu ciel', denim: 'bleu jean', teal: 'bleu canard', turquoise: 'turquoise',
    green: 'vert', olive: 'vert olive', sage: 'vert sauge', mint: 'vert menthe', yellow: 'jaune', mustard: 'moutarde', gold: 'doré',
    orange: 'orange', rust: 'rouille', red: 'rouge', burgundy: 'bordeaux', wine: 'lie-de-vin', pink: 'rose', fuchsia: 'fuchsia',
    coral: 'corail', purple: 'violet', lavender: 'lavande',
    lilac: 'lilas', mauve: 'mauve', plum: 'prune',
  },
  garments: {
    tuxedo: 'smoking', gown: 'robe de soirée', suit: 'costume', cocktailDress: 'robe de cocktail', dress: 'robe',
    pyjamas: 'pyjama', houseSlippers: 'chaussons', sportsKit: 'tenue de sport',
    eveningSlippers: 'slippers en velours', weddingDress: 'robe de mariée', bridalVeil: 'voile de mariée', thobe: 'thobe', bisht: 'bisht', ghutra: 'keffieh', abaya: 'abaya', hijab: 'hijab',
    sundress: 'robe d’été', jumpsuit: 'combinaison', dungarees: 'salopette', tracksuit: 'survêtement', swimsuit: 'maillot de bain', coverUp: 'cache-maillot', tshirt: 't-shirt',
    tank: 'débardeur', sportsTop: 'haut de sport', shirt: 'chemise', blouse: 'chemisier', polo: 'polo',
    turtleneck: 'col roulé', sweater: 'pull', cardigan: 'cardigan', hoodie: 'sweat à capuche', sweatshirt: 'sweat-shirt',
    crop: 'crop top', top: 'haut', blazer: 'blazer', waistcoat: 'gilet de costume', jacket: 'veste',
    leatherJacket: 'veste en cuir', denimJacket: 'veste en jean', coat: 'manteau', trench: 'trench',
    puffer: 'doudoune', jeans: 'jean', trousers: 'pantalon', chinos: 'chino', wideLegTrousers: 'pantalon large', cargo: 'pantalon cargo',
    shorts: 'short', sportsShorts: 'short de sport', leggings: 'legging', joggers: 'pantalon de jogging', skirt: 'jupe',
    pencilSkirt: 'jupe crayon', miniSkirt: 'minijupe', oxfords: 'chaussures de ville en cuir', patent: 'chaussures vernies',
    loafers: 'mocassins', heels: 'escarpins', flats: 'ballerines', boots: 'bottes', hikingBoots: 'chaussures de randonnée',
    snowBoots: 'bottes de neige', sneakers: 'baskets', runningShoes: 'chaussures de course', cleats: 'chaussures de sport', sandals: 'sandales',
    flipFlops: 'tongs', tie: 'cravate', bowTie: 'nœud papillon', pocketSquare: 'pochette de costume', watch: 'montre',
    belt: 'ceinture', handbag: 'sac à main', clutch: 'pochette de soirée', backpack: 'sac à dos', casualBag: 'sac décontracté', scarf: 'écharpe', hat: 'chapeau',
    cap: 'casquette', sunglasses: 'lunettes de soleil', jewellery: 'bijoux', sportsGear: 'accessoires de sport',
    dressSocks: 'chaussettes de ville', sportsSocks: 'chaussettes de sport', hosiery: 'collants', runningJacket: 'veste de running', windbreaker: 'coupe-vent', rainJacket: 'veste de pluie', raincoat: 'imperméable', tennisSkirt: 'jupe de tennis', shoes: 'chaussures', umbrella: 'parapluie', rainBoots: 'bottes de pluie', shellJacket: 'veste technique', hikingTrousers: 'pantalon de randonnée', fleece: 'polaire', knitSet: 'ensemble en maille', flannelShirt: 'chemise en flanelle',
  },
  occasions: {
    casual: 'le quotidien', work: 'le travail', date: 'un rendez-vous amoureux', party: 'une fête', formal: 'une soirée habillée',
    workout: 'l’entraînement', sports: 'le sport', football: 'le football', basketball: 'le basket', tennis: 'le tennis',
    running: 'la course à pied', beach: 'la plage', hiking: 'la randonnée', wedding: 'un mariage', graduation: 'une remise de diplômes',
    interview: 'un entretien d’embauche', brunch: 'un brunch', shopping: 'le shopping', concert: 'un concert', travel: 'le voyage',
    vacation: 'les vacances', church: 'l’église', school: 'l’école',
  },
};
