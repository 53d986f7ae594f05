/**
 * What an Arabic editor rewrites once the garment can be the subject of its sentence: a garment
 * used as a label («سنيكرز: خيار…»), a piece set in apposition to «هذا الجزء» («حصل هذا الجزء (…)»),
 * and a colour that does not agree with its garment («بلوزة أبيض», «قميص بيضاء», «قبعة الزيتي»).
 * The genders come from the engine's own table (languages/ar/garment-nouns.ts), so a wrong entry
 * there shows up as a failure here only if the text disagrees with a native's reading of it.
 */
import { allColourForms } from '../../src/local/languages/ar/colour-forms';
import { GARMENT_GRAMMAR, HEAD_GENDER } from '../../src/local/languages/ar/garment-nouns';
import { ar as catalogue } from '../../src/local/languages/ar/garment-names';
import { names } from '../../src/local/languages/ar/names';
import { ar as words } from '../../src/local/languages/ar/lexicon';
import { genderOf } from '../../src/local/languages/ar/noun-phrase';
import { AR_FINISHES } from '../../src/local/languages/ar/finishes';
import { VISION_WORDS } from '../../src/local/i18n/vision';

type ProseCheck = (text: string) => string | null;

const B = '(?:^|[\\s،.؛:()«»!؟])';
const E = '(?=$|[\\s،.؛:()«»!؟])';
const escaped = (words: readonly string[]) => [...new Set(words)].sort((a, b) => b.length - a.length).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');

/** Every garment name the engine writes, indefinite and definite, and the photo's part words. */
const INDEFINITE = [...Object.values(names.garments), ...Object.values(catalogue), ...Object.values(VISION_WORDS.ar.parts).filter((p) => !p.startsWith('ال'))];
const DEFINITE = [...Object.values(GARMENT_GRAMMAR).map((g) => g.definite), ...Object.values(VISION_WORDS.ar.parts).filter((p) => p.startsWith('ال'))];
const ALL_NAMES = [...INDEFINITE, ...DEFINITE];

/** A sentence that opens with a garment and a colon: the garment as a label rather than the subject. */
/** Every word a member may use for a garment too (سنيكرز، كوتشي…): a label is a label whichever name it uses. */
const MEMBER_WORDS = Object.values(words.garments).flatMap((w) => (w ?? '').split('|')).filter((w) => w.length >= 2);
const LABEL = new RegExp(`(?:^|[.!؟]\\s+)((?:${escaped([...ALL_NAMES, ...MEMBER_WORDS])})(?:\\s[^.!؟:،]{0,30})?):`, 'u');
export const arGarmentLabel: ProseCheck = (text) => LABEL.exec(text)?.[1] ?? null;

/** «هذا الجزء (…)»: the piece in brackets beside a pronoun-like subject instead of being the subject. */
export const arPartApposition: ProseCheck = (text) => /هذا الجزء\s*[(（]/u.exec(text)?.[0] ?? null;

const COLOURS = allColourForms();
/** The colour adjectives of one gender, indefinite or definite (the first word decides: «زرقاء فاتحة»). */
const colourWords = (feminine: boolean, definite: boolean) =>
  COLOURS.filter((c) => c.feminine === feminine).map((c) => (definite ? `ال${c.word.split(' ')[0]}` : c.word.split(' ')[0]!));
const ANY_DEFINITE_COLOUR = COLOURS.map((c) => `ال${c.word.split(' ')[0]}`);

/** The head nouns alone too, bare and definite («الجوارب», «حقيبة»); the halves of a two-word loan (تي شيرت) are not nouns. */
const HEADS = Object.keys(HEAD_GENDER).filter((h) => !['تي', 'سويت'].includes(h)).flatMap((h) => [h, `ال${h}`]);
const feminineNames = [...ALL_NAMES, ...HEADS].filter((n) => genderOf(n) !== 'm');
const masculineNames = [...ALL_NAMES, ...HEADS].filter((n) => genderOf(n) === 'm');
const followedBy = (nouns: readonly string[], colours: readonly string[]) => new RegExp(`${B}((?:${escaped(nouns)}) (?:${escaped(colours)}))${E}`, 'u');
const WRONG_GENDER = [
  followedBy(feminineNames, [...colourWords(false, false), ...colourWords(false, true)]),
  followedBy(masculineNames, [...colourWords(true, false), ...colourWords(true, true)]),
];
/** A colour in the other gender right after its garment («حقيبة يد أسود», «الجوارب الأسود», «قميص بيضاء»). */
export const arColourGender: ProseCheck = (text) => {
  for (const re of WRONG_GENDER) {
    const m = re.exec(text);
    if (m) return m[1]!;
  }
  return null;
};

/** An indefinite garment followed by a definite colour («قبعة الزيتي», «بنطلون جينز الأزرق»): the colour must be indefinite too. */
const INDEFINITE_THEN_DEFINITE = followedBy(INDEFINITE, ANY_DEFINITE_COLOUR);
export const arColourDefiniteness: ProseCheck = (text) => INDEFINITE_THEN_DEFINITE.exec(text)?.[1] ?? null;

/** A finish word of the other gender after its garment, a colour maybe between («تنورة حمراء مطرز», «فستان مخملية»). */
const FINISH_FORMS = Object.values(AR_FINISHES).flatMap((f) => (f.agreeing ? [f.agreeing] : []));
const ANY_COLOUR = COLOURS.flatMap((c) => [c.word, `ال${c.word.split(' ')[0]}`]);
const followedByFinish = (nouns: readonly string[], finishes: readonly string[]) =>
  new RegExp(`${B}((?:${escaped(nouns)})(?: (?:${escaped(ANY_COLOUR)}))? (?:${escaped(finishes.flatMap((w) => [w, `ال${w}`]))}))${E}`, 'u');
const WRONG_FINISH = [followedByFinish(feminineNames, FINISH_FORMS.map((f) => f[0])), followedByFinish(masculineNames, FINISH_FORMS.map((f) => f[1]))];
export const arFinishGender: ProseCheck = (text) => {
  for (const re of WRONG_FINISH) {
    const m = re.exec(text);
    if (m) return m[1]!;
  }
  return null;
};

/**
 * Arabic counts three to ten with the number in the other gender from the thing counted (ثلاث قطع، ثلاثة
 * أزواج), and says one and two with the noun itself (قطعة واحدة، قطعتين): «ثلاثة قطع», «ثلاث أزواج», «2 قطع»
 * or «اثنين قطع» are what a native editor corrects.
 */
const FEMININE_PLURALS = ['قطع', 'بلوزات', 'تنانير', 'كنزات', 'حقائب', 'قبعات', 'بدلات'];
const MASCULINE_PLURALS = ['أزواج', 'قمصان', 'فساتين', 'بناطيل', 'بنطلونات', 'أحذية', 'أيام', 'أسابيع'];
const WRONG_COUNT = [
  new RegExp(`${B}((?:ثلاثة|أربعة|خمسة|ستة|سبعة|ثمانية|تسعة|عشرة) (?:${escaped(FEMININE_PLURALS)}))${E}`, 'u'),
  new RegExp(`${B}((?:ثلاث|أربع|خمس|ست|سبع|ثماني|تسع|عشر) (?:${escaped(MASCULINE_PLURALS)}))${E}`, 'u'),
  new RegExp(`${B}((?:[0-9٠-٩]|10|١٠|اثنين|اثنان|اثنتين|واحد|واحدة) (?:${escaped([...FEMININE_PLURALS, ...MASCULINE_PLURALS])}))${E}`, 'u'),
];
export const arCountAgreement: ProseCheck = (text) => {
  for (const re of WRONG_COUNT) {
    const m = re.exec(text);
    if (m) return m[1]!;
  }
  return null;
};

/**
 * The photo's list of pieces («في الصورة: …») in one definiteness: the part words are definite («القطعة العلوية
 * البيضاء»), so a named piece beside them is too («التنورة العنابية»), not «تنورة عنابية». The items are read
 * between the list's commas; the last one, after و, is read only when it starts with the article (وال…).
 */
const PHOTO_LIST = /(?:في الصورة|ما تُظهره الصورة): ([^.]+)\./u;
export const arListDefiniteness: ProseCheck = (text) => {
  const list = PHOTO_LIST.exec(text)?.[1];
  if (!list) return null;
  const items = list.split('، ');
  const last = items.pop()!;
  const lastJoined = / وال\S/u.test(last);
  // A compound is definite by its second noun («بنطلون التشينو الكريمي»).
  const isDefinite = (item: string) => item.split(' ').slice(0, 2).some((w) => w.startsWith('ال'));
  const heads = [...items, last].map(isDefinite);
  if (lastJoined) heads.push(true);
  return heads.some(Boolean) && heads.some((h) => !h) ? list : null;
};

export const AR_SUBJECT_CHECKS = {
  garmentLabel: arGarmentLabel,
  partApposition: arPartApposition,
  colourGender: arColourGender,
  colourDefiniteness: arColourDefiniteness,
  finishGender: arFinishGender,
  countAgreement: arCountAgreement,
  listDefiniteness: arListDefiniteness,
} satisfies Record<string, ProseCheck>;
