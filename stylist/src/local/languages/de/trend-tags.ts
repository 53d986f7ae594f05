import type { TrendTagWords } from '../../styling/trend-names/types';

export const de: TrendTagWords = {
  '1920s': '20er', '70s': '70er', '90s': '90er', abstract: 'abstrakt', accent: 'Akzent', animal: 'Animal', art: 'Kunst',
  bags: 'Taschen', beads: 'Perlen', belts: 'Gürtel', biker: 'Biker', boho: 'Boho', bold: 'kräftig', boots: 'Stiefel',
  bows: 'Schleifen', brooch: 'Brosche', buckles: 'Schnallen', calm: 'ruhig', charms: 'Anhänger', check: 'Karo', chunky: 'klobig',
  classic: 'klassisch', clogs: 'Clogs', colour: 'Farbe', colourful: 'farbenfroh', cosy: 'gemütlich', craft: 'Handwerk',
  cropped: 'kurz', curved: 'gerundet', deep: 'tief', denim: 'Denim', dots: 'Punkte', drama: 'Drama', dreamy: 'verträumt',
  dresses: 'Kleider', earthy: 'erdig', elegant: 'elegant', elongated: 'gestreckt', evening: 'Abend', feminine: 'feminin',
  flats: 'flach', floral: 'Blumen', flowing: 'fließend', fresh: 'frisch', gold: 'Gold', graphic: 'grafisch', hair: 'Haare',
  heels: 'Absätze', heritage: 'Tradition', investment: 'Investition', jewellery: 'Schmuck', knit: 'Strick',
  layered: 'geschichtet', layering: 'Layering', leopard: 'Leo', loafers: 'Loafer', low: 'niedrig', matching: 'passend',
  menswear: 'Menswear', mesh: 'Mesh', minimal: 'minimalistisch', natural: 'natürlich', nautical: 'maritim', outerwear: 'Mäntel',
  oversized: 'oversized', pairing: 'Kombination', pastel: 'Pastell', personal: 'persönlich', picnic: 'Picknick',
  pinstripe: 'Nadelstreifen', playful: 'verspielt', pleats: 'Falten', pockets: 'aufgesetzte Taschen', power: 'Power',
  preppy: 'Preppy', relaxed: 'entspannt', retro: 'Retro', rich: 'satt', romantic: 'romantisch', saturated: 'intensiv',
  scarf: 'Tuch', 'schoolgirl-smart': 'College-Chic', sheer: 'transparent', silk: 'Seide', skirts: 'Röcke', slim: 'schmal',
  'small-scale': 'Mini-Muster', sneakers: 'Sneaker', soft: 'weich', strap: 'Riemchen', stripes: 'Streifen', suede: 'Wildleder',
  summer: 'Sommer', 'sun-baked': 'sonnengewärmt', sunglasses: 'Sonnenbrille', tailored: 'tailliert', tailoring: 'Tailoring',
  tartan: 'Tartan', tights: 'Strumpfhosen', tonal: 'Ton in Ton', unstructured: 'unstrukturiert', utility: 'Utility',
  vintage: 'Vintage', waist: 'Taille', warm: 'warm', western: 'Western', wide: 'weit', wooden: 'Holz', wool: 'Wolle',
};
