import type { TrendTagWords } from '../../styling/trend-names/types';

export const es: TrendTagWords = {
  '1920s': 'años20', '70s': 'años70', '90s': 'años90', abstract: 'abstracto', accent: 'acento', animal: 'animal print',
  art: 'arte', bags: 'bolsos', beads: 'abalorios', belts: 'cinturones', biker: 'motero', boho: 'boho', bold: 'atrevido',
  boots: 'botas', bows: 'lazos', brooch: 'broche', buckles: 'hebillas', calm: 'sereno', charms: 'colgantes', check: 'cuadros',
  chunky: 'grueso', classic: 'clásico', clogs: 'zuecos', colour: 'color', colourful: 'colorido', cosy: 'acogedor',
  craft: 'artesanal', cropped: 'corto', curved: 'curvo', deep: 'profundo', denim: 'denim', dots: 'lunares', drama: 'drama',
  dreamy: 'soñador', dresses: 'vestidos', earthy: 'tierra', elegant: 'elegante', elongated: 'alargado', evening: 'noche',
  feminine: 'femenino', flats: 'planos', floral: 'flores', flowing: 'fluido', fresh: 'fresco', gold: 'dorado',
  graphic: 'gráfico', hair: 'pelo', heels: 'tacones', heritage: 'herencia', investment: 'inversión', jewellery: 'joyas',
  knit: 'punto', layered: 'capas', layering: 'superposición', leopard: 'leopardo', loafers: 'mocasines', low: 'bajo',
  matching: 'a juego', menswear: 'masculino', mesh: 'malla', minimal: 'minimalista', natural: 'natural', nautical: 'marinero',
  outerwear: 'abrigos', oversized: 'oversize', pairing: 'combinación', pastel: 'pastel', personal: 'personal', picnic: 'picnic',
  pinstripe: 'raya diplomática', playful: 'divertido', pleats: 'pliegues', pockets: 'bolsillos', power: 'poder',
  preppy: 'preppy', relaxed: 'relajado', retro: 'retro', rich: 'intenso', romantic: 'romántico', saturated: 'saturado',
  scarf: 'pañuelo', 'schoolgirl-smart': 'colegial chic', sheer: 'transparente', silk: 'seda', skirts: 'faldas', slim: 'estrecho',
  'small-scale': 'estampado pequeño', sneakers: 'zapatillas', soft: 'suave', strap: 'tira', stripes: 'rayas', suede: 'ante',
  summer: 'verano', 'sun-baked': 'tostado al sol', sunglasses: 'gafas de sol', tailored: 'entallado', tailoring: 'sastrería',
  tartan: 'tartán', tights: 'medias', tonal: 'tono sobre tono', unstructured: 'desestructurado', utility: 'utilitario',
  vintage: 'vintage', waist: 'cintura', warm: 'cálido', western: 'western', wide: 'ancho', wooden: 'madera', wool: 'lana',
};
