/**
 * German copy addresses the member with *Sie* (Sie, Ihr, Ihnen; "Laden Sie … hoch") on every screen,
 * mail and notification, and in the stylist's advice: one register per language (DECISIONS, "Arabic (and other
 * gendered) address"). This finds the *du* forms a text would slip into, for the tests that hold every
 * German string to that register (the web's locales, mails, catalogues and the stylist's prose checks).
 */

/** Letters of any script, so "dir" inside "Direkt" or "Verdienst" is not a word of its own. */
const word = (words: readonly string[]) => `(?:${words.join('|')})(?!\\p{L})`;
const wordBoundary = '(?<![\\p{L}\\-])';

/** Pronouns and possessives of the second person, singular and plural ("euch" addresses a group the same way). */
const PRONOUNS = [
  'du', 'dich', 'dir', 'dein', 'deine', 'deinen', 'deinem', 'deiner', 'deines', 'deins',
  'euch', 'euer', 'eure', 'euren', 'eurem', 'eurer', 'eures',
];

/** Verb forms only *du* takes (the -st ending of the second person singular), for sentences that drop the pronoun ("Möchtest nicht …?"). */
const SECOND_PERSON_VERBS = [
  'bist', 'hast', 'kannst', 'willst', 'möchtest', 'musst', 'darfst', 'sollst', 'wirst', 'würdest', 'könntest', 'solltest',
  'brauchst', 'bekommst', 'erhältst', 'siehst', 'weißt', 'findest', 'gibst', 'nimmst', 'lädst', 'löschst', 'machst',
  // The stylist's advice ("Wenn du nur eine Sache änderst", "Was trägst …?").
  'magst', 'trägst', 'fühlst', 'stehst', 'kombinierst', 'beschreibst', 'packst', 'schaffst', 'änderst', 'gehst', 'denkst', 'ziehst', 'suchst',
];

/**
 * Imperatives of the second person singular an app writes at the start of a sentence ("Lade ein Foto
 * hoch", "Versuche es erneut", "Tipp: Bewerte …"). None of them is a noun, so a capital letter at
 * the start of a sentence does not make them one; the *Sie* imperative ends in -en and is not here.
 */
const IMPERATIVES = [
  'wähle', 'bewerte', 'lass', 'sieh', 'füge', 'prüfe', 'schreib', 'schreibe', 'melde', 'öffne', 'probier', 'probiere',
  'lade', 'zeig', 'zeige', 'trag', 'tippe', 'verwende', 'steh', 'setz', 'setze', 'nutze', 'halte', 'gib', 'frag',
  'feiere', 'erstelle', 'erhalte', 'entferne', 'hol', 'hole', 'mach', 'mache', 'sammle', 'korrigiere', 'werde', 'warte', 'starte',
  'sei', 'scrolle', 'schau', 'personalisiere', 'ordne', 'markiere', 'lösche', 'lächle', 'leih', 'leg', 'lege', 'kombiniere', 'hab',
  'genieße', 'fotografiere', 'erreiche', 'entdecke', 'chatte', 'beschreib', 'beschreibe', 'stell', 'stelle', 'zieh', 'ziehe',
  'bleib', 'bleibe', 'bau', 'baue', 'kürze', 'bügle', 'vergleiche', 'krempel', 'speichere', 'geh', 'gehe', 'komm',
  'komme', 'denk', 'denke', 'sende', 'antworte', 'aktiviere', 'deaktiviere', 'tausche',
  'lies', 'nimm', 'hilf', 'vergiss', 'gönn', 'gönne', 'passe', 'benenne', 'kopiere', 'klicke', 'klick', 'ändere', 'bestätige',
  'gestalte', 'richte', 'sag', 'sage', 'dreh', 'drehe', 'achte', 'behalte', 'verlängere', 'kündige', 'abonniere', 'erfülle', 'fordere', 'mixe', 'installiere',
  // The stylist's advice on wearing and caring for clothes ("Fang mit Loafern an", "Wasch die Jeans kalt").
  'fang', 'wähl', 'greif', 'behalt', 'ersetze', 'ergänze', 'wasch', 'drück', 'trockne', 'lüfte', 'bürste', 'heb', 'betone', 'schaffe', 'lenk',
  'reduziere', 'beschränke', 'bring', 'nenn', 'nenne', 'häng', 'stimm', 'überlass', 'investiere', 'meide', 'übe', 'kleide', 'such', 'schichte',
];

/**
 * Imperatives that are also nouns at the start of a sentence ("Versuch 2 von 3", "Versuche: 3",
 * "Frage des Tages", "Teil der Community werden", "Teile für den Winter"): the verb only when written in lower case after a colon or comma, where a
 * noun keeps its capital, or when an object follows that no noun takes ("Versuch es", "Teile den Link").
 */
const NOUN_HOMOGRAPHS = ['versuch', 'versuche', 'frage', 'teil', 'teile', 'spiel', 'spiele', 'plane', 'folge', 'wende', 'gewinne', 'tausch', 'trage', 'start', 'stimme', 'kauf', 'pass', 'dampf'];
/** Imperatives that are also adjectives ("Sichere Zahlung", "schnelle, sichere Zahlung", "trocken und schick"): the verb only before an object. */
const ADJECTIVE_HOMOGRAPHS = ['sichere', 'gleiche', 'schick', 'schicke'];
const VERB_OBJECTS = ['es', 'ihn', 'den', 'das', 'einen', 'ein', 'eine', 'mal', 'doch', 'einfach', 'jetzt', 'gleich', 'uns', 'alles', 'etwas', 'hier'];

/** The start of a sentence or clause (text start, after . ! ? : ; , – — • or an opening quote or bracket), and a "bitte" there. */
const CLAUSE_START = '(?:^|[.!?:;,–—•]\\s+|\\n\\s*|[„“"(]\\s*)(?:[Bb]itte\\s+)?';

/**
 * Inside a sentence a du imperative is written in lower case after a fronted phrase or a conjunction
 * ("Am Computer setze ein Lesezeichen", "… und lade ein Foto hoch"). The same spelling is the first
 * person ("ich lade", "Was ziehe ich an?"), so a neighbouring "ich" clears it; "sei", "werde" and
 * "achte" are left out (subjunctive and ordinal in running text).
 */
const MID_SENTENCE = IMPERATIVES.filter((verb) => !['sei', 'werde', 'achte'].includes(verb));

const patterns: readonly RegExp[] = [
  new RegExp(`${wordBoundary}${word([...PRONOUNS, ...SECOND_PERSON_VERBS])}`, 'iu'),
  new RegExp(`${CLAUSE_START}${word(IMPERATIVES)}`, 'iu'),
  new RegExp(`${CLAUSE_START}${word(NOUN_HOMOGRAPHS)}`, 'u'),
  new RegExp(`${CLAUSE_START}${word([...NOUN_HOMOGRAPHS, ...ADJECTIVE_HOMOGRAPHS])}\\s+${word(VERB_OBJECTS)}`, 'iu'),
  new RegExp(`(?<![\\p{L}\\-])(?<!(?:ich|Ich)\\s+)${word(MID_SENTENCE)}(?!\\s+ich(?!\\p{L}))`, 'u'),
];

/** The first *du* form in a German text (for the failure message), or null when the text keeps to *Sie*. */
export function informalGermanAddress(text: string): string | null {
  for (const pattern of patterns) {
    const found = pattern.exec(text);
    if (found) return found[0].trim();
  }
  return null;
}
