import type { Language } from '@fitrater/contracts';
import type { ProseCheck } from './prose-checks';
import { packFor } from '../../src/local/i18n/packs';

const match = (pattern: RegExp): ProseCheck => (text) => pattern.exec(text)?.[0] ?? null;

/**
 * A score followed by a colon and a bare piece ('Esta parte obtuvo 5,3: camiseta gris.') reads as a
 * form label, not a sentence: the piece should be the subject ('La camiseta gris obtuvo 5,3 y…').
 * The kept-piece sentence's apposition ('a obtenu 8,4 : l’un des points forts') is a sentence and passes.
 */
const scoreLabel = match(/(?:obtuvo|obtuvieron|a obtenu|ont obtenu|ha preso|hanno preso|tirou|tiraram) \d+(?:,\d)?(?:\/10)?[\s\u00a0\u202f]*:[\s\u00a0]+(?!l[’']une? )\p{Ll}[^.]*/u);

/** English: a plural piece, then 'It is…' about it in the next sentence ('The camel trousers count as business dress. It is right for work.'). */
const EN_PLURALS = '(?:shoes|flats|boots|trousers|jeans|chinos|loafers|heels|sneakers|sandals|shorts|pumps|leggings|oxfords|derbies)';
const enPluralThenIt = match(new RegExp(`(?:^|[.!?]\\s+)The (?:[\\p{L}-]+ ){0,3}${EN_PLURALS} [^.!?]*[.!?]\\s+It (?:is|works|goes|suits)(?!\\p{L})`, 'iu'));

/**
 * Calques of the English 'reads as' that a native editor rewrites: Spanish 'se lee como', Italian
 * 'si legge come', French 'se lit comme' said of a garment.
 */
const readsAsCalque = match(/(?<!\p{L})(?:se (?:lee|leen|lit|lisent) com(?:o|me)|si (?:legge|leggono) come)(?!\p{L})/iu);

/**
 * An occasion is what a piece is right for, not something it matches: Spanish 'encaja bien con una boda', French
 * 'va bien avec un mariage', Italian 'sta bene con un matrimonio', Portuguese 'combina bem com o trabalho' are
 * calques of 'goes well with'; a native says 'va bien para una boda', 'convient à un mariage', 'funciona bem para'.
 */
const occasionAsPartner = (language: 'es' | 'fr' | 'it' | 'pt', verbs: string): ProseCheck => {
  const occasions = Object.values(packFor(language).occasions).map((o) => o.replace(/[.*+?^$()|[\]\\]/gu, '\\$&')).join('|');
  return match(new RegExp(`(?<!\\p{L})(?:${verbs}) (?:(?:bien|bene|bem|tout à fait) )?(?:con|avec|com) (?:${occasions})(?!\\p{L})`, 'iu'));
};

/**
 * 'One colour' said of two or more ('Un solo color (vino y rosa) marca el tono'): the accents of a one-family palette
 * are a colour family when there are several.
 */
const oneColourOfMany = (one: string, and: string): ProseCheck => match(new RegExp(`${one} \\([^)]*${and}[^)]*\\)`, 'u'));

/**
 * Italian's everyday occasion is an adverbial ('tutti i giorni'): as the subject of a verb it reads broken ('ciò che
 * richiede tutti i giorni', 'Tutti i giorni richiede uno stile casual'); a native writes 'per tutti i giorni'.
 */
const itEverydayAsSubject = match(/(?:richied|chied|premi|vuol|esig)\p{L}* tutti i giorni|(?<!per )(?<!\p{L})tutti i giorni (?:non )?(?:richied|chied|premi|vuol|esig)\p{L}*/iu);

/** French: 'Cela fonctionne… ; un ou deux détails la sublimeraient': the pronoun has no noun to stand for. */
const frOrphanPronoun = match(/(?:^|[.!?]\s+)(?:Cela|Ça) [^.!?]*[;:][^.!?]*(?<!\p{L})la \p{L}+raient(?!\p{L})/u);

/**
 * German writes a full sentence after a colon with a capital (Duden): 'Kein separates Unterteil: das Kleid ist die
 * ganze Basis' is corrected to 'Das Kleid ist'. An article, a few words and a finite verb make the clause.
 */
const deLowerClauseAfterColon = match(/:\s+(?:der|die|das|ein|eine)\s(?:[^\s.:;!?,]+\s){1,5}(?:ist|sind|bleibt|bleiben|passt|passen|macht|machen|wirkt|wirken|hält|halten|gibt|geben)(?!\p{L})/u);

/** German: a name that already says 'in Waffelstrick' takes its colour as a second 'in' ('Henley-Shirt in Waffelstrick in Schwarz'). */
const DE_COLOURS = Object.values(packFor('de').colours).map((c) => c.replace(/[.*+?^$()|[\]\\]/gu, '\\$&')).join('|');
const deDoubleIn = match(new RegExp(`(?<!\\p{L})in \\p{Lu}[\\p{L}-]* in (?:${DE_COLOURS})(?!\\p{L})`, 'u'));

/**
 * German puts the verb second: an adverb that opens a sentence is followed by its verb ('Zuerst kommt…'), never by a
 * comma as in English ('Zuerst, was nicht funktioniert'); a fragment names its noun ('Zuerst das, was…').
 */
const deAdverbComma = match(/(?:^|[.!?:]\s+)(?:Zuerst|Zunächst|Dann|Danach|Anschließend|Außerdem|Trotzdem|Jetzt|Heute|Hier|Schließlich|Zuletzt),\s/u);

/**
 * French and Portuguese: a detail after a material is introduced by its own preposition ('haut en maille à col cheminée',
 * 'blusa de tricô com gola média'); two noun phrases stacked ('en maille col cheminée', 'de tricô gola média') read as a
 * shop's product title, not a sentence.
 */
const stackedDetail = (preposition: string, details: string): ProseCheck => match(new RegExp(`(?<!\\p{L})${preposition} \\p{L}+ (?:${details})(?!\\p{L})`, 'u'));

/**
 * Italian takes 'sneaker' as a loanword, invariable in the plural as loanwords are ('le sneaker bianche'); 'sneakers'
 * beside it in one answer reads as two words.
 */
const itSneakersPlural = match(/(?<!\p{L})sneakers(?!\p{L})/iu);

/**
 * The same piece or colour twice in one pairing ('die Jeans und die Jeans', 'el azul vaquero y el azul vaquero', 'a brown
 * slim leather belt and a black slim leather belt' is the next check): a native says it once ('Jeans zu Jeans', 'in
 * brown or black').
 */
const sameItemTwice = match(/(?<!\p{L})((?:the|a|an|der|die|das|den|einen|eine|le|la|les|un|une|il|lo|gli|el|los|las|unos|unas|o|os|um|uma) [\p{L}’' -]+?) (?:and|und|et|e|y) \1(?!\p{L})/iu);

/**
 * One garment offered in two colours, said twice ('a brown slim leather belt and a black slim leather belt', 'eine
 * Abendclutch in Gold und eine Abendclutch in Schwarz'): two phrases with the same article that differ in one colour word.
 */
const garmentTwice = (language: Language): ProseCheck => {
  const stems = Object.values(packFor(language).colours).map((c) => c.toLowerCase().slice(0, Math.max(3, c.length - 1)));
  const isColour = (w: string) => stems.some((stem) => w.toLowerCase().startsWith(stem));
  const pair = /(?<!\p{L})(a|an|einen|eine|ein|un|une|uno|una|um|uma) ([^,.;:!?]+?) (?:and|und|et|e|y|oder|or|ou|o) \1 ([^,.;:!?]+)/giu;
  return (text) => {
    // Each article is tried as the start of a pair (a match from an earlier article would swallow the pair).
    pair.lastIndex = 0;
    for (let m = pair.exec(text); m; pair.lastIndex = m.index + 1, m = pair.exec(text)) {
      const x = m[2]!.split(' ');
      const y = m[3]!.split(' ').slice(0, x.length);
      const differ = x.map((w, i) => (w === y[i] ? -1 : i)).filter((i) => i >= 0);
      if (x.length >= 3 && differ.length === 1 && isColour(x[differ[0]!]!) && isColour(y[differ[0]!] ?? '')) return m[0];
    }
    return null;
  };
};

/**
 * French says 'de' again before each colour of a list ('la touche de rouge et de lavande', 'd’orange et de rouille');
 * 'la touche de rouge et lavande' reads as a shorthand.
 */
const FR_COLOURS = Object.values(packFor('fr').colours).map((c) => c.replace(/[.*+?^$()|[\]\\]/gu, '\\$&')).join('|');
const frDeOnce = match(new RegExp(`(?<!\\p{L})(?:de |d’)(?:${FR_COLOURS})(?:, (?:${FR_COLOURS}))* et (?:${FR_COLOURS})(?!\\p{L})`, 'u'));

/**
 * French: a colour before the cloth a piece is made of ('un perfecto noir en cuir', 'une cravate bordeaux en soie', 'des
 * baskets blanches en toile'): an editor writes the colour after the cloth, agreeing with it ('en cuir noir').
 */
const frColourBeforeCloth = match(new RegExp(`(?<!\\p{L})(?:${FR_COLOURS})(?:e?s?|hes?|tes?)? en (?:cuir|soie|laine|lin|coton|velours|satin|daim|toile|maille|cachemire|tweed|popeline|dentelle|perle)(?: (?:côtelée?|fine?|gaufrée?|épaisse?|vierge|mérinos))?(?=$|[,.;:\u00a0\u202f]| (?:à|avec|sans|et|ou|pour|convien|reste|a |ont |est |sont |va |vont ))`, 'u'));

/**
 * Church is not an office: 'calmer tones read more professional' said of church (or 'plus professionnel pour l’église')
 * gives a reason from the wrong place.
 */
const professionalAtChurch = (language: Language, professional: string): ProseCheck => {
  const church = packFor(language).occasions.church.replace(/[.*+?^$()|[\]\\]/gu, '\\$&');
  return match(new RegExp(`${church}[^.!?]*${professional}`, 'iu'));
};

/** Italian writes the euphonic d of 'e' before a word that opens with e ('nero ed elastico', 'ed è'). */
const itEuphonicD = match(/(?<!\p{L})e (?=[eèé])\p{L}*/u);

/**
 * Spanish 'Parte de estas prendas…' as the imperative of 'partir de' reads first as the noun 'parte' ('part of these
 * pieces'); a native opens with 'Empieza por…'.
 */
const esParteDe = match(/(?:^|[.!?]\s+)Parte de (?:las|los|estas|estos|unas|unos) [^.]*[:;]/u);

/** 'Another good alternative is' before plural pieces: the copula agrees with them ('Un’altra buona alternativa sono degli stivali', 'Outra boa alternativa são botas'). */
const itAlternativeIs = match(/alternativa è (?:dei|degli|delle|i|gli|le)(?!\p{L})/u);
const ptAlternativeIs = match(/alternativa é (?:uns |umas |os |as )?\p{L}+s(?!\p{L})/u);

/**
 * English puts opinion, size and shape before colour ('a fine gold pendant necklace', 'a slim brown leather belt', 'an
 * oversized grey blazer'); 'a gold fine pendant necklace' reads as a translation.
 */
const EN_COLOUR_WORDS = Object.values(packFor('en').colours).map((c) => c.replace(/[.*+?^$()|[\]\\]/gu, '\\$&')).join('|');
const enColourBeforeSize = match(new RegExp(`(?<!\\p{L})(?:${EN_COLOUR_WORDS}) (?:fine|classic|small|compact|chunky|oversized|slim|skinny|cropped|flowing|plain|heavyweight|sheer|opaque|structured|pointed)(?= \\p{L})`, 'iu'));

/** German: every piece in the object of 'Lassen Sie … weg' is accusative ('den Mantel und den Rock', never 'und der Rock'). */
const deObjectCase = match(/Lassen Sie [^.!?]*?\bund (?:der|ein) [^.!?]*\bweg\b/u);

/** Brazilian Portuguese quotes with “ ” (« » is European Portuguese, straight quotes a typewriter's); one style per answer. */
const ptQuotes = match(/[«»"]/u);

/** English quotes with “ ”, as it writes its apostrophe ’ (house style); a straight quote is a typewriter's. */
const enStraightQuote = match(/"/u);

/** Arabic: suede is «الشامواه» everywhere; «الشمواه» beside it in one answer reads as two words. */
const arSuedeSpelling = match(/شمواه/u);

/**
 * A count said of a list that holds another number of colours: 'A dupla complementar azul-claro, amarelo e mostarda',
 * 'Three strong hues (white, red, blue and yellow)'. `counted` maps the counting words to their number; the list is
 * what follows (in brackets when there are brackets), its items split at commas and the language's 'and'.
 */
const countedList = (counted: Readonly<Record<string, number>>, and: string): ProseCheck => {
  const pattern = new RegExp(`(?<!\\p{L})(${Object.keys(counted).join('|')})(?!\\p{L})[^.;:(؛]*?(?:\\(([^)]*)\\)|(?:entre|tra|aus|of|in|بين)? ?([^.;:؛]*))`, 'u');
  return (text) => {
    const m = pattern.exec(text);
    if (!m) return null;
    const list = (m[2] ?? m[3] ?? '').trim();
    const items = list.split(new RegExp(`,\\s*|،\\s*|${and}`, 'u')).filter((x) => x.trim());
    return items.length > 1 && items.length !== counted[m[1]!] ? m[0] : null;
  };
};

/**
 * French: an imperative with a bare comparative ('Choisissez plus confortable, comme…', 'Essayez plus simple') is
 * spoken shorthand; written, the comparative needs its noun: 'quelque chose de plus confortable'.
 */
const frBareComparative = match(/(?<!\p{L})(?:Choisissez|Essayez|Optez pour|Prenez|Misez sur) plus \p{L}+(?=[\s,.])/u);

/** Checks found by reading generated answers as a native editor, added to each language's own. */
/** Three colours or more called 'opposites' ('Orange, red and light blue are opposites on the colour wheel'). */
const oppositesOfThree = match(/\p{L}+, [\p{L} -]+ (?:and|et|y|e|und) [\p{L} -]+ (?:are opposites|sont opposés|son opuestos|sono opposti|são opostos|liegen sich im Farbkreis gegenüber)/u);

const twice = (language: Language) => ({ sameItemTwice, garmentTwice: garmentTwice(language), oppositesOfThree });

export const EDITOR_CHECKS: Partial<Record<Language, Record<string, ProseCheck>>> = {
  en: {
    ...twice('en'), adjectiveOrder: enColourBeforeSize, quotes: enStraightQuote, professionalAtChurch: professionalAtChurch('en', 'professional'),
    pronounAfterPlural: enPluralThenIt, oneColourOfMany: oneColourOfMany('One colour', ' and '),
    countedList: countedList({ 'complementary pairing': 2, 'Three strong hues': 3 }, ' and '),
  },
  fr: {
    ...twice('fr'), professionalAtChurch: professionalAtChurch('fr', 'professionn'), deOnce: frDeOnce,
    scoreLabel, calque: readsAsCalque, occasionAsPartner: occasionAsPartner('fr', 'va|vont|s’accorde|s’accordent'),
    oneColourOfMany: oneColourOfMany('Une seule couleur', ' et '), orphanPronoun: frOrphanPronoun,
    countedList: countedList({ 'duo complémentaire': 2, 'Trois teintes fortes': 3 }, ' et '),
    bareComparative: frBareComparative, colourBeforeCloth: frColourBeforeCloth, stackedDetail: stackedDetail('en', 'col|encolure|manches?|brides?|semelle|talon|capuche|poche'),
  },
  es: {
    ...twice('es'), parteDe: esParteDe, professionalAtChurch: professionalAtChurch('es', 'profesional'),
    scoreLabel, calque: readsAsCalque, occasionAsPartner: occasionAsPartner('es', 'encaja|encajan|combina|combinan|va|van'), oneColourOfMany: oneColourOfMany('Un solo color', ' y '),
    countedList: countedList({ 'pareja complementaria': 2, 'Tres tonos fuertes': 3 }, ' y '),
  },
  it: {
    ...twice('it'), professionalAtChurch: professionalAtChurch('it', 'professional'),
    scoreLabel, calque: readsAsCalque, occasionAsPartner: occasionAsPartner('it', 'sta|stanno|si abbina|si abbinano'),
    oneColourOfMany: oneColourOfMany('Un solo colore', ' e '), everydayAsSubject: itEverydayAsSubject, invariableLoanword: itSneakersPlural, euphonicD: itEuphonicD, alternativeIs: itAlternativeIs,
    countedList: countedList({ 'coppia complementare': 2, 'Tre tinte forti': 3 }, ' e '),
  },
  pt: {
    ...twice('pt'), alternativeIs: ptAlternativeIs, quotes: ptQuotes, professionalAtChurch: professionalAtChurch('pt', 'profission'),
    stackedDetail: stackedDetail('de', 'gola|mangas?|alças?|sola|salto|capuz|bolso'), scoreLabel, occasionAsPartner: occasionAsPartner('pt', 'combina|combinam|vai|vão'), oneColourOfMany: oneColourOfMany('Uma só cor', ' e '),
    countedList: countedList({ 'dupla complementar': 2, 'Três cores fortes': 3 }, ' e '),
  },
  de: {
    ...twice('de'), professionalAtChurch: professionalAtChurch('de', 'professionell'),
    oneColourOfMany: oneColourOfMany('Eine einzige Farbe', ' und '), lowerClauseAfterColon: deLowerClauseAfterColon, doubleIn: deDoubleIn, adverbComma: deAdverbComma, objectCase: deObjectCase,
    countedList: countedList({ Komplementärpaar: 2, 'Drei kräftige Töne': 3 }, ' und '),
  },
  ar: { oneColourOfMany: oneColourOfMany('لون واحد', ' و'), suedeSpelling: arSuedeSpelling, countedList: countedList({ 'ثنائي': 2, 'ثلاثة ألوان قوية': 3 }, ' و') },
};
