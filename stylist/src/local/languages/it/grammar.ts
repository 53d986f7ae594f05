import type { Agreement, Grammar } from '../../grammar/types';
import { ownOccasion } from '../../grammar/own-occasion';
import { contract, nounTable, placeColour, romanceAgreement } from '../../grammar/nouns';

/** Every garment head noun the Italian names use, and the plural occasions a verb agrees with, with its gender and number. */
export const NOUNS = nounTable(`
  f: divisa abaya kefiah blusa borraccia borsa calzamaglia camicetta camicia camicia-giacca canotta cintura collana cravatta fascia felpa field giacca gonna maglia
     maglietta minigonna pelliccia pochette polo salopette sciarpa shopper stola t-shirt tuta parte;
  m: bisht velo thobe hijab abito berretto bikini blazer body bomber borsone caftano cappellino cappello cappotto cardigan chiodo completo copricostume costume crop dolcevita elastico
     fazzoletto fermaglio foulard pigiama gilet giubbotto glitter gonnellino impermeabile kimono marsupio miniabito ombrello orologio panciotto papillon pareo
     maglione parka peacoat caban pile piumino prendisole reggiseno scamiciato serafino smoking tailleur telo top trench tubino vestito zaino capo accessorio outfit look;
  fp: infradito pantofole ballerine brogue calze ciabatte collane décolleté derby espadrillas francesine mary mules polacchine scarpe scarpette slingback sneaker sneakers vacanze;
  mp: slippers cerchi accessori anfibi bermuda calzini chelsea chino collant doposci duck fantasmini gemelli gioielli guanti jeans leggings mocassini occhiali orecchini
      pantaloncini pantaloni sandali scarponcini scarponi shorts stivaletti stivali tacchi tappi tronchetti
`);

const INVARIABLE = new Set(['blu', 'beige', 'cammello', 'panna', 'bordeaux', 'rosa', 'viola', 'lilla', 'cachi', 'senape', 'oro', 'argento', 'ruggine', 'corallo', 'prugna', 'lavanda', 'malva', 'vinaccia', 'tortora', 'avorio', 'fucsia']);
const PLURAL: Record<string, [string, string]> = { bianco: ['bianchi', 'bianche'], grigio: ['grigi', 'grigie'] };

/** 'nero' agreeing: nera, neri, nere; 'marrone' → marroni; 'blu navy' and 'beige' stay. */
export function colour(name: string, a: Agreement): string {
  if (INVARIABLE.has(name) || /\s/.test(name)) return name;
  const f = a.gender === 'f';
  if (name.endsWith('o')) {
    if (!a.plural) return f ? `${name.slice(0, -1)}a` : name;
    return PLURAL[name]?.[f ? 1 : 0] ?? `${name.slice(0, -1)}${f ? 'e' : 'i'}`;
  }
  return a.plural && name.endsWith('e') ? `${name.slice(0, -1)}i` : name;
}

/** Preposition + article contract: al, allo, alla, ai, agli, alle, all' (and di, da, in, su alike). */
const CONTRACTIONS = (['a', 'di', 'da', 'in', 'su'] as const).flatMap((p) => {
  const stem = { a: 'a', di: 'de', da: 'da', in: 'ne', su: 'su' }[p];
  return [[p, 'il', `${stem}l`], [p, 'lo', `${stem}llo`], [p, 'la', `${stem}lla`], [p, 'i', `${stem}i`], [p, 'gli', `${stem}gli`], [p, 'le', `${stem}lle`], [p, 'l’', `${stem}ll’`], [p, "l'", `${stem}ll'`]] as const;
});

export const grammar: Grammar = {
  ownOccasion: (typed) => ownOccasion(typed, OWN_OCCASION),
  article: (noun, definite) => withArticle(noun, definite),
  agreement: (noun) => romanceAgreement(noun, NOUNS, ['e', 'ed']),
  colour,
  join: (before, value) => contract(before, value, CONTRACTIONS),
};

/** Prepositions that open a complement, and complements that belong to the noun. */
const PREPOSITIONS = new Set(['di', 'in', 'con', 'senza', 'da', 'a']);
const COMPOUNDS = ['da cocktail', 'da pescatore', 'da neve', 'da sera', 'da ginnastica', 'da bagno', 'da pioggia', 'da corsa', 'da running', 'da trekking', 'da trail', 'da tennis', 'da spiaggia', 'da viaggio', 'da festival', 'da sole', 'da baseball', 'da cerimonia', 'da smoking', 'a portafoglio', 'con tacco', 'con cappuccio', 'a punta', 'a pieghe', 'a tubino', 'da lavoro', 'da allenamento', 'da gara', 'di jeans', 'da palestra', 'da taschino', 'a vento', 'da barca', 'da scoglio', 'a lobo', 'a rocchetto', 'a lupetto', 'da rugby', 'da ciclista'];

/** 'stivali marroni', 'gonna nera': the colour after the noun and before its complements, agreeing with its head noun. */
export function garmentIn(garment: string, colourName: string): string {
  return placeColour(garment, colour(colourName, grammar.agreement(garment)), PREPOSITIONS, COMPOUNDS);
}

/** Words that take lo/gli/uno: s + consonant, z, gn, ps, x, y. */
const LO = /^(?:s[^aeiouàèéìòù]|z|gn|ps|x|y)/iu;
const VOWEL = /^[aeiouàèéìòù]/iu;

/** The garment with its article: 'il cappotto', 'lo zaino', 'l’abito', 'gli stivali'; 'un cappotto', 'degli stivali'. */
export function withArticle(noun: string, definite: boolean): string {
  const a = grammar.agreement(noun);
  const f = a.gender === 'f';
  if (definite) {
    if (a.plural) return `${f ? 'le' : VOWEL.test(noun) || LO.test(noun) ? 'gli' : 'i'} ${noun}`;
    if (VOWEL.test(noun)) return `l’${noun}`;
    return `${f ? 'la' : LO.test(noun) ? 'lo' : 'il'} ${noun}`;
  }
  if (a.plural) return `${f ? 'delle' : VOWEL.test(noun) || LO.test(noun) ? 'degli' : 'dei'} ${noun}`;
  if (f) return VOWEL.test(noun) ? `un’${noun}` : `una ${noun}`;
  return `${LO.test(noun) ? 'uno' : 'un'} ${noun}`;
}

/** 'compleanno' → 'un compleanno', 'cena aziendale' → 'una cena aziendale', 'inaugurazione' → 'un’inaugurazione'. */
const OWN_OCCASION = {
  determiners: /^(?:l[’']|un[’']|(?:il|lo|la|i|gli|le|un|uno|una|mio|mia|miei|mie|tuo|tua|suo|sua|nostro|nostra|questo|questa|quel|quella)\s)/iu,
  article: (first: string) => {
    const feminine = /(?:a|zione|sione|tà|tù)$/u.test(first) && !/^(?:programma|pigiama|dramma)$/u.test(first);
    if (feminine) return /^[aeiouàèéìòù]/u.test(first) ? 'un’' : 'una ';
    return /^(?:s[^aeiou]|z|gn|ps|x|y)/u.test(first) ? 'uno ' : 'un ';
  },
};
