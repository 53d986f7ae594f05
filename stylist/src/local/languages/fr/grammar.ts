import type { Agreement, Grammar } from '../../grammar/types';
import { ownOccasion } from '../../grammar/own-occasion';
import { contract, nounTable, placeColour, romanceAgreement } from '../../grammar/nouns';
import { names } from './names';

/** Every garment head noun the French names use, and the plural occasions a verb agrees with, with its gender and number. */
export const NOUNS = nounTable(`
  f: abaya blouse brassière casquette ceinture chemise combinaison cravate salopette doudoune écharpe étole gourde jupe marinière minijupe mini-robe
     montre parka pince pochette robe serviette surchemise veste polaire pièce tenue;
  m: bisht voile thobe keffieh hijab bandeau bermuda bikini blazer blouson bob body bonnet cabas caban cache-maillot caftan caraco cardigan chapeau chemisier chino chouchou col collant collier
     costume coupe-vent crop cycliste débardeur foulard gilet haut imperméable jean jogging kimono legging maillot manteau nœud pantalon panier
     parapluie paréo perfecto polo pull pyjama sac short smoking survêtement sweat sweat-shirt t-shirt tailleur-pantalon tee-shirt top tote trench bas
     ensemble accessoire;
  fp: créoles babies ballerines baskets bottes bottines boucles chaussettes chaussures claquettes espadrilles lunettes mules paillettes sandales socquettes tongs vacances;
  mp: slippers accessoires bijoux boots bouchons boutons chaussons chukka clous colliers derbies escarpins gants mi-bas mocassins rangers richelieus collants
`);

/** Colours named after a thing (marron, crème) and compound colours (bleu marine) never agree. */
const INVARIABLE = new Set(['marron', 'camel', 'crème', 'kaki', 'orange', 'bordeaux', 'ivoire', 'taupe', 'moutarde', 'corail', 'lavande', 'lilas', 'prune', 'rouille', 'turquoise', 'lie-de-vin', 'fuchsia']);
const FEMININE: Record<string, string> = { blanc: 'blanche', violet: 'violette' };

/** 'noir' agreeing: noire, noirs, noires; 'bleu marine' and 'marron' stay as they are. */
export function colour(name: string, a: Agreement): string {
  if (INVARIABLE.has(name) || /[\s-]/.test(name)) return name;
  const f = a.gender === 'f' ? (FEMININE[name] ?? (name.endsWith('e') ? name : `${name}e`)) : name;
  return a.plural && !/[sx]$/.test(f) ? `${f}s` : f;
}

/** au, aux, du, des; and elision before a vowel (d'un, qu'une, l'église). */
const CONTRACTIONS = [
  ['à', 'le', 'au'], ['à', 'les', 'aux'], ['de', 'le', 'du'], ['de', 'les', 'des'], ['de', 'des', 'de'],
  ['de', 'un', 'd’un'], ['de', 'une', 'd’une'], ['que', 'un', 'qu’un'], ['que', 'une', 'qu’une'], ['que', 'il', 'qu’il'], ['que', 'elle', 'qu’elle'],
] as const;

export const grammar: Grammar = {
  ownOccasion: (typed) => ownOccasion(typed, OWN_OCCASION),
  article: (noun, definite) => withArticle(noun, definite),
  agreement: (noun) => romanceAgreement(noun, NOUNS, ['et']),
  colour,
  join: (before, value) => {
    // A possessive before two pieces is said with each ('votre manteau camel et votre jean noir', never 'vos manteau… et jean…').
    const possessive = /(^|\s)(votre|vos) $/iu.exec(before);
    const items = value.split(/(, | et )/u);
    if (possessive && items.length > 1) {
      const own = (item: string) => `${romanceAgreement(item, NOUNS, ['et']).plural ? 'vos' : 'votre'} ${item}`;
      return [before.slice(0, possessive.index + possessive[1]!.length), items.map((item, i) => (i % 2 === 1 ? item : own(item))).join('')];
    }
    // 'de' is said again before each colour of a list ('la touche de rouge et de lavande', 'd’orange et de rouille').
    if (/(^|\s)de $/iu.test(before) && items.length > 1 && items.every((item, i) => i % 2 === 1 || COLOUR_NAMES.has(item))) {
      value = items.map((item, i) => (i === 0 || i % 2 === 1 ? item : VOWEL.test(item) ? `d’${item}` : `de ${item}`)).join('');
    }
    // 'à' is said again before each piece of a list ('associez-la à un costume bleu marine et à des richelieus noirs'),
    // as a French editor writes a coordinated complement: 'à' + 'le' and 'les' contract there too (au, aux).
    if (/(^|\s)à $/iu.test(before) && items.length > 1 && items.every((item, i) => i % 2 === 1 || DETERMINED.test(item))) {
      value = items.map((item, i) => (i === 0 || i % 2 === 1 ? item : contract('à ', item, CONTRACTIONS).join(''))).join('');
    }
    const [b, v] = contract(before, value, CONTRACTIONS);
    // de, que, le and la elide before a vowel (never before h: most garment and occasion words with h are aspirated).
    if (b === before) {
      const m = /(^|\s)(de|que|le|la) $/iu.exec(before);
      if (m && /^[aeiouyéèêàâîôû]/iu.test(value)) {
        return [before.slice(0, m.index + m[1]!.length) + m[2]!.charAt(0) + '’', value];
      }
    }
    return [b, v];
  },
};

const COLOUR_NAMES: ReadonlySet<string> = new Set(Object.values(names.colours));
/** A noun phrase that opens with its article or a possessive ('un costume', 'des richelieus', 'l’écharpe', 'votre jean'). */
const DETERMINED = /^(?:l’|l'|(?:un|une|des|le|la|les|votre|vos)\s)/iu;

/** Prepositions that open a complement, and complements that belong to the noun. */
const PREPOSITIONS = new Set(['en', 'de', 'à', 'avec', 'sans', 'pour', 'sous']);
const COMPOUNDS = ['de ville', 'de neige', 'de sport', 'de bain', 'de pluie', 'de soirée', 'de course', 'de running', 'de randonnée', 'de trail', 'de costume', 'de smoking', 'de tennis', 'de plage', 'de festival', 'de voyage', 'à talon', 'à talons', 'à main', 'à dos', 'de survêtement', 'de jogging', 'de compression', 'de tailleur', 'de cocktail', 'de soleil', 'de baseball', 'de sport', 'à capuche', 'd’eau', "d'eau", "d'entraînement", 'de week-end', 'de groupe', 'à pinces', "d'oreilles", 'd’oreilles', 'à cheveux', 'de manchette', 'de rugby'];

/** Cloths a piece is made of ('en cuir', 'en soie'), with their gender: a colour said after one agrees with it. */
const CLOTHS: Readonly<Record<string, 'm' | 'f'>> = {
  cuir: 'm', lin: 'm', coton: 'm', velours: 'm', satin: 'm', daim: 'm', tweed: 'm', cachemire: 'm', mérinos: 'm', denim: 'm', nubuck: 'm',
  jersey: 'm', tulle: 'm', crêpe: 'm', feutre: 'm', vernis: 'm', caoutchouc: 'm', nylon: 'm', lurex: 'm',
  soie: 'f', laine: 'f', maille: 'f', toile: 'f', popeline: 'f', dentelle: 'f', flanelle: 'f', paille: 'f', mousseline: 'f', viscose: 'f', perle: 'f',
};

/**
 * 'une jupe bordeaux', 'des bottes marron': the colour after the noun and before its complements, agreeing with its head
 * noun. A piece named by its cloth takes the colour after the cloth, agreeing with it, as a French editor writes it: 'un
 * perfecto en cuir noir', 'une cravate en soie bordeaux', 'des baskets en toile blanche', never 'un cabas structuré noir en
 * cuir'; a cloth's own adjective stays with it ('en velours côtelé camel', 'en maille fine crème'). A cloth with another
 * word after it ('en lin déstructuré', 'en popeline de coton') keeps the colour before it.
 */
export function garmentIn(garment: string, colourName: string): string {
  const m = /^(.+?) en (\S+)((?: (?:côtelée?|fine?|gaufrée?|épaisse?|vierge|mérinos))?)((?: (?:à|avec|sans) .+)?)$/u.exec(garment);
  const cloth = m ? CLOTHS[m[2]!.toLowerCase()] : undefined;
  if (m && cloth && !/ en /u.test(m[1]!)) return `${m[1]} en ${m[2]}${m[3]} ${colour(colourName, { gender: cloth, plural: false })}${m[4]}`;
  return placeColour(garment, colour(colourName, grammar.agreement(garment)), PREPOSITIONS, COMPOUNDS);
}

const VOWEL = /^[aeiouyéèêàâîôûœ]/iu;

/** The garment with its article: 'la jupe', 'l’écharpe', 'les bottes'; 'une jupe', 'des bottes'. */
export function withArticle(noun: string, definite: boolean): string {
  const a = grammar.agreement(noun);
  if (a.plural) return `${definite ? 'les' : 'des'} ${noun}`;
  if (definite) return VOWEL.test(noun) ? `l’${noun}` : `${a.gender === 'f' ? 'la' : 'le'} ${noun}`;
  return `${a.gender === 'f' ? 'une' : 'un'} ${noun}`;
}

/** Event nouns a member may type as the occasion, by gender and number (others: feminine by their ending, else masculine). */
const EVENT_FEMININE = new Set(['fête', 'soirée', 'cérémonie', 'réunion', 'sortie', 'journée', 'messe', 'remise', 'croisière', 'kermesse', 'boum', 'conférence', 'soutenance', 'pendaison', 'crémaillère', 'balade', 'visite', 'séance', 'première', 'garden-party', 'nuit', 'réception', 'communion', 'bar-mitzvah']);
const EVENT_PLURAL = new Set(['noces', 'fiançailles', 'funérailles', 'obsèques', 'retrouvailles', 'vacances', 'soldes', 'vendanges']);
const OWN_OCCASION = {
  determiners: /^(?:l[’']|(?:le|la|les|un|une|des|du|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|leur|leurs|ce|cet|cette|ces)\s)/iu,
  article: (first: string) => (EVENT_PLURAL.has(first) ? 'des '
    : EVENT_FEMININE.has(first) || /(?:tion|sion|ée|ie|ure|ette|ance|ence|ière|aison)$/u.test(first) ? 'une ' : 'un '),
};
