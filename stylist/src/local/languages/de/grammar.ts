import type { Agreement, Gender, Grammar } from '../../grammar/types';
import { coordinated } from '../../grammar/nouns';

/**
 * German nouns by the last part of the compound ('Chino|hose' is feminine like 'Hose'), longest
 * suffix first. Plural-only garments (Schuhe, Jeans is singular: die Jeans) are marked p.
 */
const SUFFIXES: readonly (readonly [string, Gender, boolean])[] = ([
  ['schuhe', 'f', true], ['stiefel', 'm', true], ['sneaker', 'm', true], ['loafer', 'm', true], ['pumps', 'm', true], ['ballerinas', 'f', true],
  ['sandalen', 'f', true], ['sandaletten', 'f', true], ['boots', 'm', true], ['socken', 'f', true], ['strümpfe', 'm', true], ['handschuhe', 'm', true],
  ['ohrringe', 'm', true], ['ohrstecker', 'm', true], ['creolen', 'f', true], ['ketten', 'f', true], ['shorts', 'f', true], ['leggings', 'f', true],
  ['espadrilles', 'f', true], ['flops', 'm', true], ['zehentrenner', 'm', true], ['slipper', 'm', true], ['heels', 'm', true], ['monkstraps', 'm', true],
  ['tights', 'f', true], ['mules', 'f', true], ['janes', 'f', true], ['stiefeletten', 'f', true], ['budapester', 'm', true], ['knöpfe', 'm', true], ['füßlinge', 'm', true], ['ohrstöpsel', 'm', true], ['brogues', 'm', true], ['derbys', 'm', true],
  ['strumpfhose', 'f', false], ['hose', 'f', false], ['jacke', 'f', false], ['bluse', 'f', false], ['tasche', 'f', false], ['uhr', 'f', false],
  ['krawatte', 'f', false], ['fliege', 'f', false], ['brille', 'f', false], ['kette', 'f', false], ['jeans', 'f', false], ['kappe', 'f', false],
  ['mütze', 'f', false], ['clutch', 'f', false], ['weste', 'f', false], ['flasche', 'f', false], ['cap', 'f', false], ['stola', 'f', false],
  ['kleid', 'n', false], ['hemd', 'n', false], ['set', 'n', false], ['shirt', 'n', false], ['top', 'n', false], ['oberteil', 'n', false], ['unterteil', 'n', false],
  ['tuch', 'n', false], ['band', 'n', false], ['accessoire', 'n', false], ['slipdress', 'n', false], ['singlet', 'n', false], ['outfit', 'n', false], ['polo', 'n', false], ['schwarzes', 'n', false], ['zubehör', 'n', false], ['jacket', 'f', false], ['klammer', 'f', false],
  ['mantel', 'm', false], ['satz', 'm', false], ['schleier', 'm', false], ['thobe', 'm', false], ['bisht', 'm', false], ['kufiya', 'f', false], ['abaya', 'f', false], ['pullover', 'm', false], ['rock', 'm', false], ['anzug', 'm', false], ['sakko', 'n', false], ['blazer', 'm', false],
  ['gürtel', 'm', false], ['schal', 'm', false], ['hut', 'm', false], ['cardigan', 'm', false], ['coat', 'm', false], ['parka', 'm', false],
  ['schmuck', 'm', false], ['rucksack', 'm', false], ['schirm', 'm', false], ['overall', 'm', false], ['jumpsuit', 'm', false], ['body', 'm', false],
  ['bikini', 'm', false], ['kaftan', 'm', false], ['sarong', 'm', false], ['smoking', 'm', false], ['zweiteiler', 'm', false], ['einteiler', 'm', false],
  ['scrunchie', 'm', false], ['kimono', 'm', false], ['shopper', 'm', false], ['hoodie', 'm', false], ['look', 'm', false], ['troyer', 'm', false], ['überwurf', 'm', false], ['bh', 'm', false], ['skirt', 'm', false], ['weekender', 'm', false],
] as const).map(([s, g, p]) => [s, g, p] as const).sort((a, b) => b[0].length - a[0].length);

/** The agreement of a German noun phrase from its head (the noun before 'in', 'mit', 'aus'), or null when unknown. */
export function nounOf(phrase: string): Agreement | null {
  if (coordinated(phrase, ['und'])) return { gender: 'm', plural: true };
  const head = phrase.split(/\s+(?:in|mit|aus|für|zum|zur)\s+/)[0]!.trim().split(/\s+/).pop()?.toLowerCase() ?? '';
  const hit = SUFFIXES.find(([s]) => head.endsWith(s));
  return hit ? { gender: hit[1], plural: hit[2] } : null;
}

/** Prepositions by the case they govern, in the phrases the stylist writes ('an' says where a mark is: 'Flecken am T-Shirt'). */
const DATIVE = new Set(['zu', 'mit', 'bei', 'von', 'aus', 'nach', 'seit', 'an']);
const ACCUSATIVE = new Set(['für', 'ohne', 'durch', 'gegen', 'um']);
/**
 * Words after which the stylist's templates put a direct object ('Auf dem Foto sehe ich {pieces}', 'Das Foto
 * zeigt {pieces}'); the member is addressed with Sie, and a Sie-imperative puts its object right after the
 * pronoun ('Lassen Sie {items} weg', 'Laut Ihrer Beschreibung tragen Sie {garment}').
 */
const OBJECT_AFTER = new Set(['ich', 'sie', 'zeigt', 'nennt', 'beschreiben', 'dazu']);

/**
 * Occasion names are stored in the accusative ('den Alltag', 'ein Date', 'eine Reise'), which tells
 * their gender apart; the article is put into the case the word before asks for, and zu/bei/von + dem
 * contract (zum Alltag, zur Arbeit, beim Sport).
 */
const ARTICLE: Record<string, Record<'nom' | 'acc' | 'dat', string>> = {
  den: { nom: 'der', acc: 'den', dat: 'dem' }, die: { nom: 'die', acc: 'die', dat: 'der' }, das: { nom: 'das', acc: 'das', dat: 'dem' },
  einen: { nom: 'ein', acc: 'einen', dat: 'einem' }, eine: { nom: 'eine', acc: 'eine', dat: 'einer' }, ein: { nom: 'ein', acc: 'ein', dat: 'einem' },
};
const CONTRACT: Record<string, string> = { 'zu dem': 'zum', 'zu der': 'zur', 'bei dem': 'beim', 'von dem': 'vom', 'in dem': 'im', 'an dem': 'am' };
const DEFINITE: Record<Gender, Record<'acc' | 'dat', string>> = { m: { acc: 'den', dat: 'dem' }, f: { acc: 'die', dat: 'der' }, n: { acc: 'das', dat: 'dem' } };

/**
 * An adjective after the article changes with it (only the forms the occasion names need):
 * den festlichen Anlass → der festliche (nom), einen festlichen → ein festlicher (nom); die/das/eine/ein
 * + -e/-es → -en in the dative (der schönen Feier, einem neuen Kleid).
 */
function declined(article: string, kase: 'nom' | 'acc' | 'dat', rest: readonly string[]): string[] {
  const [adjective, ...tail] = rest;
  if (!adjective || !tail.length || !/^\p{Ll}/u.test(adjective)) return [...rest];
  let form = adjective;
  if (kase === 'nom' && article === 'den') form = adjective.replace(/en$/, 'e');
  else if (kase === 'nom' && article === 'einen') form = adjective.replace(/en$/, 'er');
  else if (kase === 'dat' && ['die', 'das', 'eine', 'ein'].includes(article)) form = adjective.replace(/es$|e$/, 'en');
  return [form, ...tail];
}

/**
 * Dative plural adds -n to the head noun unless it ends in -n or -s ('den Schuhen', 'den Sneakers');
 * the head is the last word before a complement ('High Heels in Schwarz' → 'High Heels in Schwarz').
 */
function dativePlural(phrase: string): string {
  const words = phrase.split(' ');
  const complement = words.findIndex((w, i) => i > 0 && ['in', 'mit', 'aus', 'für'].includes(w));
  const h = (complement < 0 ? words.length : complement) - 1;
  words[h] = /[ns]$/.test(words[h]!) ? words[h]! : `${words[h]}n`;
  return words.join(' ');
}

/** A phrase opening with an article (stored in the accusative) put into a case: 'den Rock' → 'der Rock', 'dem Rock'. */
function inCase(value: string, kase: 'nom' | 'acc' | 'dat'): string {
  const [first, ...rest] = value.split(' ');
  const article = ARTICLE[first!]!;
  if (first === 'die' && kase === 'dat' && nounOf(rest.join(' '))?.plural) {
    // Plural 'die' is 'den' in the dative, and the noun takes -n: 'mit den Schuhen'.
    const head = rest.findIndex((w) => /^\p{Lu}/u.test(w));
    return head < 0 ? ['den', ...rest].join(' ') : ['den', ...rest.slice(0, head), dativePlural(rest.slice(head).join(' '))].join(' ');
  }
  return [article[kase], ...declined(first!, kase, rest)].join(' ');
}

export function join(before: string, value: string): [string, string] {
  // A value that is a whole sentence ('Lassen Sie den Mantel und den Rock lieber weg.') was put in its cases when it was
  // written; the word before it governs none of its articles.
  if (/[.!?]$/u.test(value.trim())) return [before, value];
  const m = /(^|\s)(\p{L}+) $/u.exec(before);
  const word = m?.[2] ?? '';
  const lower = word.toLowerCase();
  const kase = DATIVE.has(lower) ? 'dat' : ACCUSATIVE.has(lower) || OBJECT_AFTER.has(lower) ? 'acc' : 'nom';
  // A list of pieces with their articles ('den Blazer in Schwarz und die Jeans in Blau'): every article takes the case,
  // a plural without one among them too ('einen Regenmantel, weiße Ledersneaker und einen Reiseschal').
  const items = value.split(/(, | und )/);
  const starts = (item: string) => ARTICLE[item.split(' ')[0]!];
  if (items.length > 1 && items.some((item, i) => i % 2 === 0 && starts(item)) && items.every((item, i) => i % 2 === 1 || starts(item) || /^\p{Lu}/u.test(item) || !!nounOf(item)?.plural)) {
    const [head, ...tail] = items;
    const [b, first] = join(before, head!);
    return [b, first + tail.map((item, i) => (i % 2 === 1 && starts(item) ? inCase(item, kase) : item)).join('')];
  }
  // Bare garments listed after 'zu' ('zu Mantel in Camel und Jeans in Schwarz'): each takes its definite article, in the dative.
  if (lower === 'zu' && items.length > 1 && items.every((item, i) => i % 2 === 1 || (/^\p{Lu}/u.test(item) && !starts(item)))) {
    return join(before, items.map((item, i) => (i % 2 === 1 ? item : withDefinite(item))).join(''));
  }
  const [first, ...rest] = value.split(' ');
  const article = ARTICLE[first ?? ''];
  let phrase = value;
  if (article && rest.length) {
    phrase = inCase(value, kase);
  } else if (lower === 'mit' && !article) {
    phrase = indefinite(value, 'dat');
  } else if (lower === 'zu' && /^\p{Lu}/u.test(value)) {
    // A bare garment after 'zu' takes its definite article in the dative: 'zu' + 'Chinohose' → 'zur Chinohose'.
    const a = nounOf(value);
    if (a) phrase = a.plural ? `den ${dativePlural(value)}` : `${DEFINITE[a.gender].dat} ${value}`;
  }
  if (!m) return [before, phrase];
  const pair = `${lower} ${phrase.split(' ')[0]}`;
  const contracted = CONTRACT[pair];
  if (!contracted) return [before, phrase];
  const cased = /^\p{Lu}/u.test(word) ? contracted.charAt(0).toUpperCase() + contracted.slice(1) : contracted;
  return [`${before.slice(0, m.index + m[1]!.length)}${cased} `, phrase.split(' ').slice(1).join(' ')];
}

/** A bare garment with its definite article as the templates store it ('den Mantel', 'die Jeans'); unknown nouns stay bare. */
function withDefinite(item: string): string {
  const a = nounOf(item);
  return !a ? item : `${a.plural ? 'die' : DEFINITE[a.gender].acc} ${item}`;
}

/** Mass nouns take no indefinite article: 'Sie tragen … und Schmuck', never 'einen Schmuck'. */
const MASS_NOUNS: ReadonlySet<string> = new Set(['Schmuck', 'Sportzubehör', 'Zubehör', 'Modeschmuck']);

/**
 * A garment with its indefinite article in a case ('einen schmalen Ledergürtel', 'einer feinen Kette',
 * plural without article: 'mit Lederloafern'); adjectives before the noun take the matching ending.
 * Unknown nouns stay as they are.
 */
export function indefinite(value: string, kase: 'acc' | 'dat'): string {
  const a = nounOf(value);
  if (!a) return value;
  const words = value.split(' ');
  const head = words.findIndex((w) => /^\p{Lu}/u.test(w));
  if (head < 0) return value;
  const adjectives = words.slice(0, head).map((w) => (kase === 'dat' || (a.gender === 'm' && !a.plural) ? w.replace(/(?:er|es|e)$/, 'en') : w));
  const noun = a.plural && kase === 'dat' ? dativePlural(words.slice(head).join(' ')) : words.slice(head).join(' ');
  if (a.plural || a.gender === 'm' && coordinated(value, ['und']) || MASS_NOUNS.has(words[head]!)) return [...adjectives, noun].join(' ');
  const art = kase === 'acc' ? { m: 'einen', f: 'eine', n: 'ein' }[a.gender] : { m: 'einem', f: 'einer', n: 'einem' }[a.gender];
  return [art, ...adjectives, noun].join(' ');
}

/**
 * A garment with its definite article in the accusative ('den schmalen Gürtel', 'die Hose in Weinrot',
 * 'das Oberteil', 'die Schuhe'): the form `join` reads and puts into the case the word before asks for.
 */
export function definite(value: string): string {
  const a = nounOf(value);
  if (!a) return value;
  const words = value.split(' ');
  const head = words.findIndex((w) => /^\p{Lu}/u.test(w));
  if (head < 0) return value;
  const weak = a.plural || a.gender === 'm' ? 'en' : 'e';
  const adjectives = words.slice(0, head).map((w) => w.replace(/(?:er|es|en|e)$/, weak));
  const article = a.plural ? 'die' : { m: 'den', f: 'die', n: 'das' }[a.gender];
  return [article, ...adjectives, ...words.slice(head)].join(' ');
}

export const grammar: Grammar = {
  article: (noun, isDefinite) => (isDefinite ? definite(noun) : indefinite(noun, 'acc')),
  agreement: (phrase) => nounOf(phrase) ?? { gender: 'm', plural: false },
  // Colours stay nouns after 'in' ('Ballerinas in Schwarz'), the way German shops name a garment's colour.
  colour: (colour) => colour,
  join,
};

/**
 * The garment with its nominative article: 'der Wollmantel', 'die Chinohose', 'die Stiefel' (unknown nouns stay bare).
 * Adjectives before the noun take the weak ending the article asks for: 'unstrukturierter Leinenblazer' → 'der
 * unstrukturierte Leinenblazer', 'wasserdichte Stiefel' → 'die wasserdichten Stiefel'.
 */
/** The piece with its indefinite article as the subject of a sentence: 'ein langer Strickmantel', 'eine Jeans', 'Loafer'. */
export const indefiniteNominative = (piece: string): string =>
  indefinite(piece, 'acc').replace(/^einen (?:(\p{Ll}\S*)en )?/u, (_m, adjective?: string) => `ein ${adjective ? `${adjective}er ` : ''}`);

export function withArticle(noun: string): string {
  const a = nounOf(noun);
  if (!a) return noun;
  const words = noun.split(' ');
  const head = words.findIndex((w) => /^\p{Lu}/u.test(w));
  const weak = a.plural ? 'en' : 'e';
  const adjectives = head > 0 ? words.slice(0, head).map((w) => (/^\p{Ll}+$/u.test(w) ? w.replace(/(?:er|es|en|e)$/, weak) : w)) : [];
  return `${a.plural ? 'die' : { m: 'der', f: 'die', n: 'das' }[a.gender]} ${[...adjectives, ...words.slice(Math.max(0, head))].join(' ')}`;
}
