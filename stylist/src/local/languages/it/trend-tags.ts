import type { TrendTagWords } from '../../styling/trend-names/types';

export const it: TrendTagWords = {
  '1920s': 'anni20', '70s': 'anni70', '90s': 'anni90', abstract: 'astratto', accent: 'accento', animal: 'animalier', art: 'arte',
  bags: 'borse', beads: 'perline', belts: 'cinture', biker: 'biker', boho: 'boho', bold: 'deciso', boots: 'stivali',
  bows: 'fiocchi', brooch: 'spilla', buckles: 'fibbie', calm: 'calmo', charms: 'charm', check: 'quadri', chunky: 'chunky',
  classic: 'classico', clogs: 'zoccoli', colour: 'colore', colourful: 'colorato', cosy: 'accogliente', craft: 'artigianato',
  cropped: 'corto', curved: 'curvo', deep: 'profondo', denim: 'denim', dots: 'pois', drama: 'drammatico', dreamy: 'sognante',
  dresses: 'abiti', earthy: 'terroso', elegant: 'elegante', elongated: 'allungato', evening: 'sera', feminine: 'femminile',
  flats: 'basse', floral: 'floreale', flowing: 'fluido', fresh: 'fresco', gold: 'oro', graphic: 'grafico', hair: 'capelli',
  heels: 'tacchi', heritage: 'tradizione', investment: 'investimento', jewellery: 'gioielli', knit: 'maglia',
  layered: 'a strati', layering: 'stratificazione', leopard: 'leopardo', loafers: 'mocassini', low: 'basso',
  matching: 'coordinato', menswear: 'maschile', mesh: 'rete', minimal: 'minimal', natural: 'naturale', nautical: 'marinaro',
  outerwear: 'capispalla', oversized: 'oversize', pairing: 'abbinamento', pastel: 'pastello', personal: 'personale',
  picnic: 'picnic', pinstripe: 'gessato', playful: 'giocoso', pleats: 'pieghe', pockets: 'tasche', power: 'potere',
  preppy: 'preppy', relaxed: 'rilassato', retro: 'rétro', rich: 'ricco', romantic: 'romantico', saturated: 'saturo',
  scarf: 'foulard', 'schoolgirl-smart': 'college chic', sheer: 'trasparente', silk: 'seta', skirts: 'gonne', slim: 'sottile',
  'small-scale': 'microfantasia', sneakers: 'sneaker', soft: 'morbido', strap: 'cinturino', stripes: 'righe', suede: 'camoscio',
  summer: 'estate', 'sun-baked': 'cotto dal sole', sunglasses: 'occhiali da sole', tailored: 'sartoriale', tailoring: 'sartoria',
  tartan: 'tartan', tights: 'collant', tonal: 'tono su tono', unstructured: 'destrutturato', utility: 'utility',
  vintage: 'vintage', waist: 'vita', warm: 'caldo', western: 'western', wide: 'ampio', wooden: 'legno', wool: 'lana',
};
