import type { Agreement, Grammar } from '../../grammar/types';
import { ownOccasion } from '../../grammar/own-occasion';
import { contract, nounTable, placeColour, romanceAgreement } from '../../grammar/nouns';
import { names } from './names';

/** Every garment head noun the Spanish names use, and the plural occasions a verb agrees with (las vacaciones), with its gender and number. */
export const NOUNS = nounTable(`
  f: equipación abaya kufiya americana blusa bolsa botella bufanda camisa camiseta cazadora chaqueta cinta corbata falda gabardina gorra minifalda mochila pajarita pamela
     parka pinza purpurina riñonera sobrecamisa sudadera toalla prenda parte;
  m: bisht velo thobe hiyab abrigo conjunto bañador bikini blazer body bolso caftán calzado chal chaleco chaquetón chándal chubasquero cinturón clutch coletero collar cortavientos cárdigan
     esmoquin gorro impermeable jersey kimono minivestido mono pantalón peto paraguas pareo pañuelo pichi plumífero polo reloj sombrero sujetador top
     traje vestidito vestido pijama forro accesorio look;
  fp: pantuflas alpargatas bailarinas bermudas botas chanclas gafas joyas mallas medias merceditas mules sandalias zapatillas clases vacaciones;
  mp: slippers accesorios pantalones aros botines calcetines chinos collares escarpines gemelos guantes mocasines náuticos pendientes salones shorts tapones vaqueros zapatos
`);

const INVARIABLE = new Set(['camel', 'crema', 'burdeos', 'naranja', 'rosa', 'lila', 'caqui', 'beige', 'mostaza', 'turquesa', 'vino', 'coral', 'lavanda', 'ciruela', 'malva', 'marfil', 'teja', 'topo', 'fucsia']);
const PLURAL: Record<string, string> = { marrón: 'marrones', gris: 'grises', azul: 'azules' };

/** 'negro' agreeing: negra, negros, negras; 'marrón' → marrones; 'azul marino' and 'camel' stay. */
export function colour(name: string, a: Agreement): string {
  if (INVARIABLE.has(name) || /\s/.test(name)) return name;
  const g = name.endsWith('o') && a.gender === 'f' ? `${name.slice(0, -1)}a` : name;
  if (!a.plural) return g;
  return PLURAL[g] ?? (/[aeo]$/.test(g) ? `${g}s` : `${g}es`);
}

export const grammar: Grammar = {
  ownOccasion: (typed) => ownOccasion(typed, OWN_OCCASION),
  article: (noun, definite) => withArticle(noun, definite),
  agreement: (noun) => romanceAgreement(noun, NOUNS, ['y', 'e']),
  colour,
  join: (before, value) => contract(before, value, [['a', 'el', 'al'], ['de', 'el', 'del']]),
};

/** Prepositions that open a complement, and complements that belong to the noun. */
const PREPOSITIONS = new Set(['de', 'en', 'con', 'sin', 'para', 'a', 'al']);
const COMPOUNDS = ['de vestir', 'de nieve', 'de deporte', 'de baño', 'de agua', 'de lluvia', 'de tacón', 'de fiesta', 'de cóctel', 'de mano', 'de running', 'de montaña', 'de trail', 'de esmoquin', 'de traje', 'de sol', 'de béisbol', 'de entrenamiento', 'de chándal', 'de playa', 'de viaje', 'de festival', 'de compresión', 'de tenis', 'de dos piezas', 'con capucha', 'de pinzas', 'de fin de semana', 'de pelo', 'de noche', 'de verano', 'de tirantes', 'de cuello alto', 'de correr', 'de bolsillo', 'de ciclista', 'de rugby'];

/**
 * Denim is a cloth before it is a colour: a piece cut from it is "vaquero" and agrees (falda vaquera, camisa vaquera,
 * shorts vaqueros), as Spanish shops name them; any other piece in its blue takes the colour's name, "azul denim"
 * (zapatillas azul denim, jersey azul denim). Boots and hats never: botas vaqueras and sombrero vaquero are cowboy boots
 * and a cowboy hat.
 */
const DENIM_NAME = names.colours.denim;
const CUT_FROM_DENIM = new Set(['camisa', 'sobrecamisa', 'falda', 'minifalda', 'cazadora', 'chaqueta', 'chaleco', 'vestido', 'minivestido', 'pichi', 'mono', 'peto', 'pantalón', 'pantalones', 'shorts', 'bermudas']);
const denimFor = (garment: string): string => (CUT_FROM_DENIM.has(garment.split(' ')[0]!.toLowerCase()) ? 'vaquero' : 'azul denim');

/**
 * Cloths: 'de seda', 'de piel' name what the piece is, as 'de tacón' does, so the colour follows them and agrees with the
 * head noun ('corbata de seda burdeos', 'bolso tote estructurado de piel negro', 'camisa de lino blanca'), as Spanish shops
 * and editors order them; a complement of another kind still follows the colour ('reloj clásico negro con correa de piel'), and so
 * does an evening finish, which dresses the piece up rather than naming it ('vestido rojo de lentejuelas', finish-name.ts).
 */
const CLOTHS = ['piel', 'cuero', 'seda', 'lino', 'lana', 'algodón', 'ante', 'merino', 'charol', 'tweed', 'lona', 'goma', 'carey', 'canalé',
  'borreguito', 'popelín', 'piqué', 'perla', 'pashmina', 'pana', 'paja', 'malla', 'punto', 'cachemir', 'cachemira', 'franela', 'encaje',
  'gasa', 'raso', 'neopreno', 'nailon', 'forro polar', 'licra', 'tela vaquera', 'plata', 'oro'];
const NAMING = [...COMPOUNDS, ...CLOTHS.map((c) => `de ${c}`)];

/** 'botas marrones', 'falda negra', 'corbata de seda burdeos': the colour after the noun and what names it, agreeing with its head noun. */
export function garmentIn(garment: string, colourName: string): string {
  const name = colourName === DENIM_NAME ? denimFor(garment) : colourName;
  return placeColour(garment, colour(name, grammar.agreement(garment)), PREPOSITIONS, NAMING);
}

/** The garment with its article: 'la falda', 'los zapatos'; 'una falda', 'unos zapatos'. */
export function withArticle(noun: string, definite: boolean): string {
  const a = grammar.agreement(noun);
  const f = a.gender === 'f';
  if (definite) return `${a.plural ? (f ? 'las' : 'los') : f ? 'la' : 'el'} ${noun}`;
  return `${a.plural ? (f ? 'unas' : 'unos') : f ? 'una' : 'un'} ${noun}`;
}

/** 'cumpleaños' → 'un cumpleaños', 'cena de empresa' → 'una cena de empresa', 'vacaciones' → 'unas vacaciones'. */
const SINGULAR_IN_S = new Set(['cumpleaños', 'paraguas', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'bautismo']);
const OWN_OCCASION = {
  determiners: /^(?:el|la|los|las|un|una|unos|unas|mi|mis|tu|tus|su|sus|nuestro|nuestra|nuestros|nuestras|este|esta|estos|estas|ese|esa)\s/iu,
  article: (first: string) => {
    const feminine = /(?:a|ción|sión|dad|tad|tud|umbre)s?$/u.test(first) && !/^(?:día|mapa|programa)s?$/u.test(first);
    const plural = /[aeo]s$/u.test(first) && !SINGULAR_IN_S.has(first);
    return `${feminine ? 'una' : 'un'}${plural ? (feminine ? 's' : 'os') : ''} `;
  },
};
