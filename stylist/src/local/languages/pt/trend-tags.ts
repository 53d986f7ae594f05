import type { TrendTagWords } from '../../styling/trend-names/types';

export const pt: TrendTagWords = {
  '1920s': 'anos20', '70s': 'anos70', '90s': 'anos90', abstract: 'abstrato', accent: 'destaque', animal: 'animal print',
  art: 'arte', bags: 'bolsas', beads: 'miçangas', belts: 'cintos', biker: 'motociclista', boho: 'boho', bold: 'ousado',
  boots: 'botas', bows: 'laços', brooch: 'broche', buckles: 'fivelas', calm: 'calmo', charms: 'penduricalhos', check: 'xadrez',
  chunky: 'robusto', classic: 'clássico', clogs: 'tamancos', colour: 'cor', colourful: 'colorido', cosy: 'aconchegante',
  craft: 'artesanal', cropped: 'cropped', curved: 'curvo', deep: 'profundo', denim: 'jeans', dots: 'poá', drama: 'drama',
  dreamy: 'sonhador', dresses: 'vestidos', earthy: 'terroso', elegant: 'elegante', elongated: 'alongado', evening: 'noite',
  feminine: 'feminino', flats: 'rasteiros', floral: 'floral', flowing: 'fluido', fresh: 'fresco', gold: 'dourado',
  graphic: 'gráfico', hair: 'cabelo', heels: 'saltos', heritage: 'tradição', investment: 'investimento', jewellery: 'joias',
  knit: 'tricô', layered: 'em camadas', layering: 'sobreposição', leopard: 'oncinha', loafers: 'mocassins', low: 'baixo',
  matching: 'combinando', menswear: 'alfaiataria masculina', mesh: 'tela', minimal: 'minimalista', natural: 'natural',
  nautical: 'náutico', outerwear: 'casacos', oversized: 'oversized', pairing: 'combinação', pastel: 'pastel',
  personal: 'pessoal', picnic: 'piquenique', pinstripe: 'risca de giz', playful: 'divertido', pleats: 'pregas',
  pockets: 'bolsos', power: 'poder', preppy: 'preppy', relaxed: 'descontraído', retro: 'retrô', rich: 'intenso',
  romantic: 'romântico', saturated: 'saturado', scarf: 'lenço', 'schoolgirl-smart': 'colegial chique', sheer: 'transparente',
  silk: 'seda', skirts: 'saias', slim: 'fino', 'small-scale': 'estampa miúda', sneakers: 'tênis', soft: 'suave', strap: 'tira',
  stripes: 'listras', suede: 'camurça', summer: 'verão', 'sun-baked': 'queimado de sol', sunglasses: 'óculos de sol',
  tailored: 'alfaiatado', tailoring: 'alfaiataria', tartan: 'tartã', tights: 'meia-calça', tonal: 'tom sobre tom',
  unstructured: 'desestruturado', utility: 'utilitário', vintage: 'vintage', waist: 'cintura', warm: 'quente',
  western: 'western', wide: 'amplo', wooden: 'madeira', wool: 'lã',
};
