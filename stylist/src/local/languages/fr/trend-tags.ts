import type { TrendTagWords } from '../../styling/trend-names/types';

export const fr: TrendTagWords = {
  '1920s': 'années20', '70s': 'années70', '90s': 'années90', abstract: 'abstrait', accent: 'accent', animal: 'animal',
  art: 'art', bags: 'sacs', beads: 'perles', belts: 'ceintures', biker: 'motard', boho: 'bohème', bold: 'audacieux',
  boots: 'bottes', bows: 'nœuds', brooch: 'broche', buckles: 'boucles', calm: 'apaisant', charms: 'bijoux de sac',
  check: 'carreaux', chunky: 'massif', classic: 'classique', clogs: 'sabots', colour: 'couleur', colourful: 'coloré',
  cosy: 'douillet', craft: 'artisanat', cropped: 'court', curved: 'arrondi', deep: 'profond', denim: 'denim', dots: 'pois',
  drama: 'spectaculaire', dreamy: 'rêveur', dresses: 'robes', earthy: 'terreux', elegant: 'élégant', elongated: 'allongé',
  evening: 'soirée', feminine: 'féminin', flats: 'plates', floral: 'fleuri', flowing: 'fluide', fresh: 'frais', gold: 'or',
  graphic: 'graphique', hair: 'cheveux', heels: 'talons', heritage: 'patrimoine', investment: 'investissement',
  jewellery: 'bijoux', knit: 'maille', layered: 'superposé', layering: 'superpositions', leopard: 'léopard',
  loafers: 'mocassins', low: 'bas', matching: 'assorti', menswear: 'vestiaire masculin', mesh: 'résille', minimal: 'minimaliste',
  natural: 'naturel', nautical: 'marin', outerwear: 'manteaux', oversized: 'oversize', pairing: 'association', pastel: 'pastel',
  personal: 'personnel', picnic: 'pique-nique', pinstripe: 'fines rayures', playful: 'ludique', pleats: 'plis',
  pockets: 'poches', power: 'pouvoir', preppy: 'preppy', relaxed: 'décontracté', retro: 'rétro', rich: 'riche',
  romantic: 'romantique', saturated: 'saturé', scarf: 'foulard', 'schoolgirl-smart': 'écolière chic', sheer: 'transparent',
  silk: 'soie', skirts: 'jupes', slim: 'fin', 'small-scale': 'petits motifs', sneakers: 'baskets', soft: 'doux', strap: 'bride',
  stripes: 'rayures', suede: 'daim', summer: 'été', 'sun-baked': 'ensoleillé', sunglasses: 'lunettes de soleil',
  tailored: 'ajusté', tailoring: 'tailleur', tartan: 'tartan', tights: 'collants', tonal: 'ton sur ton',
  unstructured: 'déstructuré', utility: 'utilitaire', vintage: 'vintage', waist: 'taille', warm: 'chaud', western: 'western',
  wide: 'large', wooden: 'bois', wool: 'laine',
};
