import type { LanguagePack } from '../../i18n/types';

export const names: Pick<LanguagePack, 'colours' | 'garments' | 'occasions'> = {
  colours: {
    black: 'negro', charcoal: 'gris marengo', grey: 'gris', lightgrey: 'gris claro', silver: 'plateado', white: 'blanco',
    ivory: 'marfil', cream: 'crema', beige: 'beige', taupe: 'topo', khaki: 'caqui', camel: 'camel', brown: 'marrón',
    navy: 'azul marino', blue: 'azul', lightblue: 'azul claro', denim: 'azul vaquero', teal: 'verde azulado', turquoise: 'turquesa',
    green: 'verde', olive: 'verde oliva', sage: 'verde salvia', mint: 'verde menta', yellow: 'amarillo', mustard: 'mostaza', gold: 'dorado',
    orange: 'naranja', rust: 'teja', red: 'rojo', burgundy: 'burdeos', wine: 'vino', pink: 'rosa', fuchsia: 'fucsia',
    coral: 'coral', purple: 'morado', lavender: 'lavanda',
    lilac: 'lila', mauve: 'malva', plum: 'ciruela',
  },
  garments: {
    tuxedo: 'esmoquin', gown: 'vestido de noche', suit: 'traje', cocktailDress: 'vestido de cóctel', dress: 'vestido',
    pyjamas: 'pijama', houseSlippers: 'pantuflas', sportsKit: 'equipación deportiva',
    eveningSlippers: 'slippers de terciopelo', weddingDress: 'vestido de novia', bridalVeil: 'velo de novia', thobe: 'thobe', bisht: 'bisht', ghutra: 'kufiya', abaya: 'abaya', hijab: 'hiyab',
    sundress: 'vestido de verano', jumpsuit: 'mono', dungarees: 'peto', tracksuit: 'chándal', swimsuit: 'bañador', coverUp: 'pareo', tshirt: 'camiseta',
    tank: 'camiseta de tirantes', sportsTop: 'top deportivo', shirt: 'camisa', blouse: 'blusa', polo: 'polo',
    turtleneck: 'jersey de cuello alto', sweater: 'jersey', cardigan: 'cárdigan', hoodie: 'sudadera con capucha', sweatshirt: 'sudadera',
    crop: 'top corto', top: 'top', blazer: 'americana', waistcoat: 'chaleco', jacket: 'chaqueta',
    leatherJacket: 'chaqueta de cuero', denimJacket: 'cazadora vaquera', coat: 'abrigo', trench: 'gabardina',
    puffer: 'plumífero', jeans: 'vaqueros', trousers: 'pantalón', chinos: 'chinos', wideLegTrousers: 'pantalón ancho', cargo: 'pantalón cargo',
    shorts: 'pantalón corto', sportsShorts: 'pantalón corto deportivo', leggings: 'mallas', joggers: 'pantalón de chándal', skirt: 'falda',
    pencilSkirt: 'falda lápiz', miniSkirt: 'minifalda', oxfords: 'zapatos de vestir de piel', patent: 'zapatos de charol',
    loafers: 'mocasines', heels: 'zapatos de tacón', flats: 'bailarinas', boots: 'botas', hikingBoots: 'botas de montaña',
    snowBoots: 'botas de nieve', sneakers: 'zapatillas', runningShoes: 'zapatillas de correr', cleats: 'calzado deportivo', sandals: 'sandalias',
    flipFlops: 'chanclas', tie: 'corbata', bowTie: 'pajarita', pocketSquare: 'pañuelo de bolsillo', watch: 'reloj',
    belt: 'cinturón', handbag: 'bolso', clutch: 'bolso de mano', backpack: 'mochila', casualBag: 'bolso informal', scarf: 'bufanda', hat: 'sombrero',
    cap: 'gorra', sunglasses: 'gafas de sol', jewellery: 'joyas', sportsGear: 'accesorios deportivos',
    dressSocks: 'calcetines de vestir', sportsSocks: 'calcetines deportivos', hosiery: 'medias', runningJacket: 'chaqueta de running', windbreaker: 'cortavientos', rainJacket: 'chubasquero', raincoat: 'impermeable', tennisSkirt: 'falda de tenis', shoes: 'zapatos', umbrella: 'paraguas', rainBoots: 'botas de agua', shellJacket: 'chaqueta técnica', hikingTrousers: 'pantalón de montaña', fleece: 'forro polar', knitSet: 'conjunto de punto', flannelShirt: 'camisa de franela',
  },
  occasions: {
    casual: 'el día a día', work: 'el trabajo', date: 'una cita', party: 'una fiesta', formal: 'un evento formal',
    workout: 'el entrenamiento', sports: 'el deporte', football: 'el fútbol', basketball: 'el baloncesto', tennis: 'el tenis',
    running: 'el running', beach: 'la playa', hiking: 'una ruta de montaña', wedding: 'una boda', graduation: 'una graduación',
    interview: 'una entrevista de trabajo', brunch: 'un brunch', shopping: 'un día de compras', concert: 'un concierto', travel: 'un viaje',
    vacation: 'las vacaciones', church: 'la iglesia', school: 'las clases',
  },
};
