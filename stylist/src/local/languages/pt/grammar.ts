import type { Agreement, Grammar } from '../../grammar/types';
import { ownOccasion } from '../../grammar/own-occasion';
import { contract, nounTable, placeColour, romanceAgreement } from '../../grammar/nouns';

/** Every garment head noun the (Brazilian) Portuguese names use, and the plural occasions a verb agrees with, with its gender and number. */
export const NOUNS = nounTable(`
  f: abaya bermuda blusa blusinha bolsa calça camisa camisa-jaqueta camiseta canga capa clutch ecobag faixa garrafa gravata gravata-borboleta jaqueta
     jardineira
     legging meia-calça minissaia mochila parca pochete polo presilha regata roupa saia saída toalha peça parte;
  m: bisht uniforme véu thobe keffiyeh hijab agasalho biquíni blazer body boné cachecol calçado cardigã casaco chapéu cinto colar colete conjunto corta-vento cropped dockside glitter gorro
     guarda-chuva kaftan lenço macacão maiô moletom pijama paletó pretinho quimono relógio scrunchie short smoking sobretudo suéter terno top trench
     vestido xale tênis fleece acessório look;
  fp: pantufas abotoaduras bermudas alpargatas argolinhas botas duck galochas joias luvas meias mules rasteiras sandálias sapatilhas férias compras;
  mp: slippers acessórios shorts brincos maxibrincos chinelos colares coturnos mocassins protetores saltos sapatos scarpins slingbacks óculos
`);

const INVARIABLE = new Set(['cinza', 'creme', 'caramelo', 'cáqui', 'vinho', 'laranja', 'rosa', 'mostarda', 'ferrugem', 'bordô', 'lavanda', 'lilás', 'coral', 'malva', 'ameixa', 'marfim', 'taupe', 'prata', 'turquesa', 'fúcsia', 'grafite']);
const PLURAL: Record<string, string> = { marrom: 'marrons', azul: 'azuis' };

/**
 * 'preto' agreeing: preta, pretos, pretas; 'marrom' → marrons; 'azul-marinho' and 'cinza' stay. Two
 * adjectives joined by a hyphen agree in the last one (camisa azul-clara, calças cinza-escuras); a
 * noun in second place (azul-marinho, verde-oliva) keeps the compound invariable.
 */
export function colour(name: string, a: Agreement): string {
  const shade = /^(.+-)(claro|escuro)$/u.exec(name);
  if (shade) return `${shade[1]}${colour(shade[2]!, a)}`;
  if (INVARIABLE.has(name) || /[\s-]/.test(name)) return name;
  const g = name.endsWith('o') && a.gender === 'f' ? `${name.slice(0, -1)}a` : name;
  if (!a.plural) return g;
  return PLURAL[g] ?? (/[aeo]$/.test(g) ? `${g}s` : `${g}es`);
}

/** de/em/a/por + article: do, da, dos, das, no, na, nos, nas, ao, à, aos, às, pelo, pela, pelos, pelas. */
const CONTRACTIONS = [
  ['de', 'o', 'do'], ['de', 'a', 'da'], ['de', 'os', 'dos'], ['de', 'as', 'das'],
  ['em', 'o', 'no'], ['em', 'a', 'na'], ['em', 'os', 'nos'], ['em', 'as', 'nas'],
  ['a', 'o', 'ao'], ['a', 'a', 'à'], ['a', 'os', 'aos'], ['a', 'as', 'às'],
  ['por', 'o', 'pelo'], ['por', 'a', 'pela'], ['por', 'os', 'pelos'], ['por', 'as', 'pelas'],
] as const;

export const grammar: Grammar = {
  ownOccasion: (typed) => ownOccasion(typed, OWN_OCCASION),
  // Brazilian Portuguese drops the plural indefinite article: 'comece com mocassins marrons'.
  article: (noun, definite) => (definite || !grammar.agreement(noun).plural ? withArticle(noun, definite) : noun),
  agreement: (noun) => romanceAgreement(noun, NOUNS, ['e']),
  colour,
  join: (before, value) => contract(before, value, CONTRACTIONS),
};

/** Prepositions that open a complement, and complements that belong to the noun. */
const PREPOSITIONS = new Set(['de', 'em', 'com', 'sem', 'para', 'no', 'na']);
const COMPOUNDS = ['de coquetel', 'de neve', 'de festa', 'de ginástica', 'de banho', 'de chuva', 'de corrida', 'de trilha', 'de salto', 'de sol', 'de beisebol', 'de praia', 'de viagem', 'de festival', 'de academia', 'de treino', 'de compressão', 'de tênis', 'de alfaiataria', 'de gala', 'de mão', 'com capuz', 'de pregas', 'de fim de semana', 'de dois botões', 'de cabelo', 'de verão', 'de gola alta', 'de moletom', 'de bolso', 'de alcinha', 'de agasalho', 'de ciclista', 'de rúgbi', 'de smoking'];

/** 'botas marrons', 'saia preta': the colour after the noun and before its complements, agreeing with its head noun. */
export function garmentIn(garment: string, colourName: string): string {
  return placeColour(garment, colour(colourName, grammar.agreement(garment)), PREPOSITIONS, COMPOUNDS);
}

/** The garment with its article: 'a saia', 'os sapatos'; 'uma saia', 'uns sapatos'. */
export function withArticle(noun: string, definite: boolean): string {
  const a = grammar.agreement(noun);
  const f = a.gender === 'f';
  if (definite) return `${a.plural ? (f ? 'as' : 'os') : f ? 'a' : 'o'} ${noun}`;
  return `${a.plural ? (f ? 'umas' : 'uns') : f ? 'uma' : 'um'} ${noun}`;
}

/** 'aniversário' → 'um aniversário', 'festa da firma' → 'uma festa da firma'. */
const OWN_OCCASION = {
  determiners: /^(?:o|a|os|as|um|uma|uns|umas|meu|minha|meus|minhas|seu|sua|nosso|nossa|este|esta|esse|essa)\s/iu,
  article: (first: string) => (/(?:a|ção|são|dade|gem|ie)$/u.test(first) && !/^(?:dia|programa)$/u.test(first) ? 'uma ' : 'um '),
};
