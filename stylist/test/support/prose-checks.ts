import { informalGermanAddress, type Language } from '@fitrater/contracts';
import { CJK_AR_CHECKS, doubledColon } from './prose-checks-cjk-ar';
import { EDITOR_CHECKS } from './prose-checks-editor';
import { ASIA_CHECKS } from './prose-checks-asia';
import { replyChecks } from './prose-checks-reply';

/**
 * The error shapes a native reader spots at once in generated prose, as checks over one text.
 * Each check returns the offending fragment (for the failure message) or null. Shared checks run in
 * every language; each language adds its own (contractions, English words, register). A check is
 * written to catch the error, never to pass today's output: a false alarm is fixed by a sharper
 * pattern, not by removing the check.
 */
export type ProseCheck = (text: string) => string | null;

const match = (pattern: RegExp): ProseCheck => (text) => pattern.exec(text)?.[0] ?? null;

/** Placeholders a template left behind and values that never arrived (a Korean particle written in both forms is the Korean checks' writtenOutParticle). */
export const leftoverPlaceholder: ProseCheck = match(/\{[A-Za-z_.]*\}|\bundefined\b|\bNaN\b|\[object Object\]/u);

/** Two full stops where two fragments were joined ('..', '. .', '。。', '.。'), but not an ellipsis ('...'). */
export const doubledStop: ProseCheck = match(/(?<!\.)\.\.(?!\.)|\.\s+\.(?!\.)|[。．]\s*[。．.]|\.\s*。|[!?！？]\s*\.(?!\.)|:\s*[.。]|,\s*[.。]|;\s*\./u);

/** Letters of any script, for word boundaries that work beyond ASCII. */
const L = '\\p{L}';
const word = (words: readonly string[], flags = 'iu') => new RegExp(`(?<!${L}|[-'’])(?:${words.join('|')})(?!${L}|[-'’])`, flags);

/** English garment and colour words that have a native word in the language (borrowings excluded per language). */
const ENGLISH_WORDS = [
  'shoes', 'trousers', 'pants', 'dress', 'skirt', 'boots', 'coat', 'jacket', 'sweater', 'shirt', 'blouse', 'sneakers', 'heels', 'sandals', 'scarf', 'belt',
  'black', 'white', 'brown', 'grey', 'gray', 'green', 'blue', 'yellow', 'purple', 'pink', 'burgundy', 'wine', 'rust', 'cream', 'olive',
  'the', 'and', 'with', 'your', 'wear', 'look good', 'outfit scored', 'keep the', 'works',
];
const englishWords = (borrowed: readonly string[]): ProseCheck => match(word(ENGLISH_WORDS.filter((w) => !borrowed.includes(w))));
/** In a text of another script, any run of English from the list is a leak (Latin words in CJK and Arabic text). */
const englishInOtherScript = englishWords([]);

/** Proper names and titles the stylist's history notes quote in their original language. */
const QUOTED_NAMES = /dress code|trench coat|field jacket|American Gigolo|Breakfast at Tiffany['’]s|Funny Face|Seven Easy Pieces|North by Northwest|Fair Isle|Ivy League|Savile Row|Tuxedo Park|The Row|Little Black Dress|Vogue|Mocha Mousse|Pantone|Levi['’]s|Hermès|Harrington|duck boots|Chelsea|Oxford|oxford|Derby|Henley|henley|Mary Jane|Bomber|bomber|Boots|boots|Sneakers?|sneakers?/gu;
const withoutNames = (check: ProseCheck): ProseCheck => (text) => check(text.replace(QUOTED_NAMES, ' '));

// French: contractions the grammar requires (à le → au, de les → des), except before an infinitive with an object pronoun ('de le porter').
const FR_INFINITIVE = '(?:porter|mettre|associer|assortir|garder|laver|remplacer|combiner|essayer|voir|choisir|tenter|repasser|ranger|sécher|brosser|adapter|raccourcir|reprendre)';
const frContraction = match(new RegExp(`(?<!${L})(?:à|de) (?:le|les)(?= )(?! ${FR_INFINITIVE}(?!${L}))`, 'iu'));
/**
 * tu-forms, in a text that must say vous: pronouns and possessives anywhere, and the -er/-ir
 * imperatives the stylist uses at the start of a clause (elsewhere 'montre' is a watch and
 * 'compte' a third person).
 */
const FR_TU_IMPERATIVES = [
  'choisis', 'essaie', 'ajoute', 'termine', 'associe', 'prends', 'mets', 'garde', 'dis', 'demande', 'envoie', 'joins', 'reviens', 'vise',
  'porte', 'remplace', 'fais', 'entraîne', 'va', 'regarde', 'évite', 'compte', 'glisse', 'mise', 'opte', 'pense', 'tente', 'sois', 'aie', 'laisse', 'lis', 'lave',
];
const frTutoiement: ProseCheck = (text) => {
  const cleaned = text.replace(/ton sur ton|(?:un|le|du|au|même|d['’]un|de) tons?(?!\p{L})/giu, ' ');
  const pronoun = match(word(['tu', 'toi', 'ton', 'ta', 'tes', "t'", 't’', 'te'], 'u'))(cleaned);
  if (pronoun) return pronoun;
  return match(new RegExp(`(?:^|[.!?:;]\\s+|,\\s+|\\d\\.\\s+)(?:${FR_TU_IMPERATIVES.join('|')})(?=\\s|-(?:moi|toi|le|la|les|lui|leur|en|y)(?!\\p{L}))`, 'iu'))(cleaned);
};

// Portuguese: de/em + article contract (do, da, no, na; a + o → ao).
const ptContraction = match(new RegExp(`(?<!${L})(?:de|em|a|por) (?:o|os)(?= )|(?<!${L})(?:de|em|por) (?:a|as)(?= )`, 'u'));
/** tu-forms in a text that addresses the member as você. */
const ptTu = match(word(['tu', 'teu', 'tua', 'teus', 'tuas', 'contigo', 'ti'], 'u'));

// Italian: preposition + article contract (al, del, nel, sul, dal…).
const itContraction = match(new RegExp(`(?<!${L})(?:a|di|da|in|su) (?:il|lo|la|i|gli)(?!${L}|['’])|(?<!${L})(?:a|di|da|in|su) l['’]`, 'iu'));
/** Lei-forms in a text that addresses the member as tu. */
const itLei = match(/(?<!\p{L})(?:Lei|Le suggerisco|Sua|Suo|Suoi|Sue|desidera|desideri)(?!\p{L})|(?:^|[.!?:;]\s+|,\s+)(?:scelga|provi|aggiunga|indossi|eviti|tenga|porti|metta|abbini|sostituisca)(?!\p{L})/u);

// Spanish: a/de + el contract (al, del); 'de él' (the pronoun) carries an accent and is fine.
const esContraction = match(new RegExp(`(?<!${L})(?:a|de) el(?= ${L})`, 'u'));
/** usted-forms in a text that addresses the member as tú. */
const esUsted = match(/(?<!\p{L})(?:usted|ustedes|póngase|elija|pruebe|añada|combine usted|lleve usted|evite|su consulta|le ayude|desea|no dude)(?!\p{L})/iu);

// German: Sie is the register (DECISIONS: German addresses the member with Sie throughout).
/**
 * The du-forms are the ones every German string is held to (contracts' informalGermanAddress); the
 * stylist adds a Sie-imperative whose Sie was lower-cased ('fragen sie mich'), which a German reader
 * takes for 'they' and which the screens' copy, written by hand, never produces.
 */
const deDu: ProseCheck = (text) => informalGermanAddress(text) ?? match(/(?:^|[.!?:;]\s+)\p{L}+en sie(?!\p{L})/u)(text);

// English: compound and plural subjects take a plural verb ('black and brown anchor', 'ballet flats are');
// a list after 'of' is not the subject ('the pairing of blue, yellow and grey is', 'the triad of green, light blue and wine is').
const EN_COLOURS = '(?:black|white|navy|grey|brown|beige|camel|cream|burgundy|wine|rust|olive|red|pink|blue|green|yellow|charcoal|ivory|khaki|tan)';
const EN_PLURALS = '(?:shoes|flats|boots|trousers|jeans|chinos|loafers|heels|sneakers|sandals|shorts|pumps|oxfords|derbies|brogues|mules|espadrilles|slides)';
const enAgreement = match(new RegExp(`(?<!${L})(?<!of (?:[\\p{L} ]+, )*(?:light |dark )?)${EN_COLOURS} and ${EN_COLOURS} (?:anchors|gives|adds|works|brings|is|makes|keeps|sets)(?!${L})|(?<!${L})${EN_PLURALS} (?:is|was|works|goes|gives|adds|anchors|makes|keeps)(?!${L})`, 'iu'));

const SHARED: Record<string, ProseCheck> = { leftoverPlaceholder, doubledStop };

/**
 * English: the stylist contracts where a native writing a friendly app would ('you’re', 'it’s', 'don’t', 'I’d'),
 * so a full form in running text is a string written before the house style, and one answer then reads both
 * ways. A form that ends its clause keeps its full form ('Yes, it is.'), and one apostrophe is used, the typographic.
 */
const enUncontracted = match(/(?<!\p{L})(?:I am|you are|it is|that is|there is|here is|what is|do not|does not|is not|are not|cannot|will not|would not|should not|could not|did not|was not|were not|have not|has not|let us|I will|you will|I would|you would|they are|we are)(?!\p{L})(?![.,;:!?]|\s*$)|\p{L}'\p{L}/iu);

/**
 * English and the Romance languages write lower case after a colon in running text ('For a wedding:
 * wear…', 'La règle : le chino…'); names, titles and English 'I' keep their capital.
 */
const NAMES_AFTER_COLON = '(?:Fred|Audrey|Chanel|Humphrey|Levi|Steve|Duke|Grace|Susie|Giorgio|Cary|Kate|Savile|Tuxedo|Hermès|Vogue|Chelsea|Oxford|Derby|Ivy|Bing|Donna|Givenchy|Armani|Casablanca|Glastonbury|Pantone|Mocha|Harrington|Fair Isle|I)(?!\\p{Ll})';
export const capitalAfterColon: ProseCheck = match(new RegExp(`:[\\s\\u00a0\\u202f]+[¡¿«\\u00a0"“]*(?!${NAMES_AFTER_COLON})\\p{Lu}(?:\\p{Ll}|\\s|['’])\\S*`, 'u'));

/** French spacing: a (narrow) no-break space before : ; ! ? — never a plain space, never none. */
const frSpacing = match(/[^\s\u00a0\u202f\d][:;!?](?=\s|$)| [:;!?](?=\s|$)/u);

/** Spanish opens an exclamation or a question with ¡ or ¿ in the same sentence. */
const esOpeningMarks: ProseCheck = (text) => {
  for (const sentence of text.split(/(?<=[.!?…])\s+/u)) {
    if (sentence.endsWith('!') && !sentence.includes('¡')) return sentence;
    if (sentence.endsWith('?') && !sentence.includes('¿')) return sentence;
  }
  return null;
};

/** English: a singular garment straight after a verb or preposition needs its article ('Wear navy two-piece suit'). */
const EN_SINGULAR = '(?:suit|tuxedo|shirt|dress|blazer|jacket|coat|sweater|t-shirt|skirt|(?<!on )top|hoodie|cardigan|belt|bag|watch|jumpsuit)';
const enBareNoun = match(new RegExp(`(?<!${L})(?:wear|start with|pair it with|go for|skip|pick|with)\\s+(?!(?:a|an|the|your|one|this|that|any|some|my)\\s)(?:[\\p{Ll}-]+\\s){1,4}${EN_SINGULAR}(?![\\p{L}-])(?!\\s[\\p{L}-]+s(?!\\p{L}))(?!\\s(?:a|an|the|your|any|every)\\s)`, 'iu'));

/** Spanish, Italian, Portuguese: a plural garment as subject with a singular verb ('Zapatos de tacón: encaja'). */
const esPluralVerb = match(/(?<!\p{L})(?:zapatos|botas|zapatillas|vaqueros|pantalones|mocasines|sandalias|bailarinas|tacones)(?: [\p{Ll}-]+){0,4}:? (?:es|encaja|acierta|queda|resta|aporta|funciona)(?!\p{L})/iu);
// 'Di jeans' names the cloth of the piece before it ('il giubbotto di jeans è…', 'una gonna midi di jeans è…'): that piece is the subject.
const itPluralVerb = match(/(?<!\p{L})(?<!\bdi )(?:scarpe|stivali|sneaker|jeans|pantaloni|mocassini|sandali|ballerine|tacchi)(?: [\p{Ll}-]+){0,4}:? (?:è|centra|resta|abbassa|funziona)(?!\p{L})/iu);
const ptPluralVerb = match(/(?<!\p{L})(?:sapatos|botas|sandálias|mocassins|sapatilhas|saltos altos|calças)(?: [\p{Ll}-]+){0,4}:? (?:é|acerta|combina|fica|deixa|funciona)(?!\p{L})/iu);

/**
 * French and Italian elide with the typographic apostrophe (l’été, dell’abito); a straight one in a
 * generated sentence is a string typed before the house style, and one answer then shows both.
 */
const straightApostrophe = match(/\p{L}'|'\p{L}/u);

/**
 * Checks per language. Borrowings a language really uses (de 'Boots', 'Sneaker'; it/pt 'jeans')
 * are not counted as English; everything else from the list is.
 */
export const PROSE_CHECKS: Record<Language, Record<string, ProseCheck>> = {
  en: { ...SHARED, agreement: enAgreement, capitalAfterColon, article: enBareNoun, doubledColon, contraction: enUncontracted },
  fr: { ...SHARED, contraction: frContraction, english: withoutNames(englishWords(['olive', 'blouse'])), register: frTutoiement, capitalAfterColon, spacing: frSpacing, apostrophe: straightApostrophe, doubledColon },
  es: { ...SHARED, contraction: esContraction, english: withoutNames(englishWords([])), register: esUsted, capitalAfterColon, openingMarks: esOpeningMarks, agreement: esPluralVerb, doubledColon },
  de: { ...SHARED, english: withoutNames(englishWords(['boots', 'sneakers', 'heels'])), register: deDu, doubledColon },
  it: { ...SHARED, contraction: itContraction, english: withoutNames(englishWords(['sneakers'])), register: itLei, capitalAfterColon, agreement: itPluralVerb, apostrophe: straightApostrophe, doubledColon },
  pt: { ...SHARED, contraction: ptContraction, english: withoutNames(englishWords([])), register: ptTu, capitalAfterColon, agreement: ptPluralVerb, doubledColon },
  zh: { ...SHARED, english: withoutNames(englishInOtherScript), ...CJK_AR_CHECKS.zh },
  ja: { ...SHARED, english: withoutNames(englishInOtherScript), ...CJK_AR_CHECKS.ja },
  ko: { ...SHARED, english: withoutNames(englishInOtherScript), ...CJK_AR_CHECKS.ko },
  ar: { ...SHARED, english: withoutNames(englishInOtherScript), ...CJK_AR_CHECKS.ar },
};

for (const [language, checks] of Object.entries(EDITOR_CHECKS)) Object.assign(PROSE_CHECKS[language as Language], checks);
for (const [language, checks] of Object.entries(ASIA_CHECKS)) Object.assign(PROSE_CHECKS[language as Language], checks);
for (const language of Object.keys(PROSE_CHECKS) as Language[]) Object.assign(PROSE_CHECKS[language], replyChecks(language));

/** The problems found in one text: `check: fragment` for each check that fails. */
export function proseProblems(language: Language, text: string, checks = PROSE_CHECKS[language]): string[] {
  return Object.entries(checks).flatMap(([name, check]) => {
    const found = check(text);
    return found === null ? [] : [`${name}: «${found}»`];
  });
}
