import type { ColourId } from '../../colour/names';
import type { FinishMaterial } from '../../lexicon/finish-materials';
import type { GarmentId } from '../../lexicon/garments';
import type { Agreement, Grammar } from '../../grammar/types';
import { allColourForms, colourAdjective } from './colour-forms';
import { AGREEING_FINISH_WORDS, AR_FINISHES, TAIL_FINISH_WORDS } from './finishes';
import { GARMENT_GRAMMAR, HEAD_GENDER, type ArGender } from './garment-nouns';
import { names } from './names';

/**
 * Arabic garment phrases: the colour as an adjective that agrees («قميص أبيض», «بلوزة بيضاء»,
 * «الجوارب السوداء»), and the definite form a sentence needs when the garment is its subject
 * («حصل التيشيرت الرمادي على 5.3»).
 */

/** Words that open what follows a garment's name (a preposition, a clause): its colour goes before them. */
const OPENS_COMPLEMENT = new Set(['من', 'بلا', 'حتى', 'مع', 'في', 'دون', 'ذو', 'ذات', 'يطرد', 'مقاوم', 'مقاومة', 'واقٍ', 'قابل', 'قابلة', 'تترك', 'متعددة', 'عريضة', 'عالية']);
/** Words that start with ب without being the preposition بـ (بيكيه is a cloth, بومبر a jacket). */
const NOT_PREPOSITION_B = new Set(['بيكيه', 'بحرية', 'بحري', 'بليسيه', 'بومبر', 'بايكر', 'بروغ', 'بيسبول', 'باكيت', 'بالاتزو', 'برمودا', 'برميلية', 'باليرينا', 'بيج', 'بولو', 'بوبلين', 'باشمينا']);

const bare = (word: string): string => (word.startsWith('ال') ? word.slice(2) : word);
/** Colour adjectives are never the preposition بـ (بيضاء، بني، برتقالي، بنفسجي). */
const COLOUR_WORDS = new Set(allColourForms().flatMap((c) => c.word.split(' ')));

/** Where a name's complement starts ('كنزة | بياقة عالية', 'حذاء بكعب | عريض' stays whole): its word index, or its length. */
export function complementStart(words: readonly string[]): number {
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (OPENS_COMPLEMENT.has(w) || TAIL_FINISH_WORDS.has(w) || w.startsWith('لل') || w.startsWith('باللون')) return i;
    if (w.startsWith('ب') && !NOT_PREPOSITION_B.has(w) && !COLOUR_WORDS.has(bare(w)) && !(bare(w) in HEAD_GENDER)) return i;
  }
  return words.length;
}

/** The gender a verb or adjective takes from a garment phrase: its first noun's (plurals of things agree as feminine). */
export function genderOf(phrase: string): ArGender {
  const first = bare(phrase.trim().split(/\s+/u)[0] ?? '');
  return HEAD_GENDER[first] ?? (first.endsWith('ة') ? 'f' : first.endsWith('ات') ? 'pl' : 'm');
}

export const isFeminine = (phrase: string): boolean => genderOf(phrase) !== 'm';

const COLOUR_BY_NAME = new Map((Object.entries(names.colours) as [ColourId, string][]).map(([id, name]) => [name, id]));

/**
 * A garment in a colour: the colour's adjective after the name and before its complement, agreeing
 * in gender and definiteness («بلوزة بيضاء بلا أكمام», «القطعة العلوية الكحلية»). A colour with no
 * adjective in the table keeps «باللون …».
 */
export function garmentIn(garment: string, colourName: string): string {
  const id = COLOUR_BY_NAME.get(colourName);
  if (!id) return `${garment} باللون ${colourName}`;
  const words = garment.trim().split(/\s+/u);
  const at = complementStart(words);
  const adjective = colourAdjective(id, isFeminine(garment), words[0]!.startsWith('ال'));
  return [...words.slice(0, at), adjective, ...words.slice(at)].join(' ');
}

/** The rating's garment names, longest first, so 'حذاء لوفر' is found before 'حذاء'. */
const NAMED = (Object.entries(names.garments) as [GarmentId, string][]).sort((a, b) => b[1].length - a[1].length);

/** The finishes' complements as words («بالترتر», «من الساتان»): written the same in a definite phrase. */
const FINISH_COMPLEMENTS = Object.values(AR_FINISHES).map((f) => f.complement.split(' ')).filter((c) => c[0]);

/**
 * What stands between a name and its own complement, made definite: colour and finish adjectives take the
 * article («الأزرق الفاتح», «المخملي», «المطرز»), a finish's complement does not («بالترتر»). Null when
 * anything else stands there (another name).
 */
function definiteMiddle(words: readonly string[]): string | null {
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const w = bare(words[i]!);
    if (COLOUR_WORDS.has(w) || AGREEING_FINISH_WORDS.has(w)) { out.push(`ال${w}`); i++; continue; }
    const complement = FINISH_COMPLEMENTS.find((c) => c.every((x, k) => words[i + k] === x));
    if (!complement) return null;
    out.push(...complement);
    i += complement.length;
  }
  return out.join(' ');
}

/**
 * The definite form of a garment phrase the rating wrote (a name from names.ts, maybe with its colour):
 * 'بنطلون جينز أزرق' → 'بنطلون الجينز الأزرق', 'بلوزة بيضاء بلا أكمام' → 'البلوزة البيضاء بلا أكمام'.
 * Null for a phrase that does not start with one of those names: the caller keeps its own wording.
 */
export function definite(phrase: string): string | null {
  const p = phrase.trim().replace(/\s+/gu, ' ');
  if (!p) return null;
  if (p.startsWith('ال')) return p;
  for (const [id, name] of NAMED) {
    const def = GARMENT_GRAMMAR[id].definite;
    if (p === name) return def;
    const words = name.split(' ');
    const at = complementStart(words);
    const core = words.slice(0, at).join(' ');
    const rest = words.slice(at).join(' ');
    if (!p.startsWith(`${core} `) || (rest && !p.endsWith(` ${rest}`))) continue;
    const middle = p.slice(core.length + 1, rest ? p.length - rest.length - 1 : undefined).trim();
    // Only colour and finish words may stand between a name and its complement; anything else is another name.
    const middleDefinite = middle ? definiteMiddle(middle.split(' ')) : null;
    if (!middleDefinite) continue;
    const defWords = def.split(' ');
    const defAt = complementStart(defWords);
    return [defWords.slice(0, defAt).join(' '), middleDefinite, defWords.slice(defAt).join(' ')].filter(Boolean).join(' ');
  }
  return definiteByRule(p);
}

/**
 * Heads of two words, written as one name, with their definite form: «التيشيرت» is written as one word, as the rating
 * names it, since «التي شيرت» reads as the relative pronoun التي.
 */
const TWO_WORD_HEADS: Readonly<Record<string, string>> = { 'تي شيرت': 'التيشيرت', 'سويت شيرت': 'السويت شيرت' };
/** Names of two words inside a name («حذاء ماري جين»): one noun, the article on its first word. */
const TWO_WORD_NOUNS: readonly string[] = ['ماري جين'];
/** Nouns that end like a nisba adjective in ـي: after a garment they name what it is for or its kind («حذاء جري»). */
const NOUNS_IN_Y: ReadonlySet<string> = new Set(['ديربي', 'جري', 'مشي', 'هودي', 'بودي', 'كامي', 'بكيني', 'تشيلسي', 'رغبي', 'هينلي']);
/**
 * Cloths: after a construct of two nouns («ربطة عنق», «حذاء أكسفورد») the cloth describes the piece and takes the
 * article like an adjective («ربطة العنق الحرير», «حذاء الأكسفورد الجلد»), not as a third link of the chain.
 */
const CLOTHS = new Set(['جلد', 'حرير', 'صوف', 'كتان', 'شامواه', 'تريكو', 'ساتان', 'قطيفة', 'دانتيل', 'فليس', 'كشمير']);
/** Adjectives of the catalogue that end in neither ـي nor ـية (and descriptors borrowed as they are: بيكيه، بايكر). */
const ADJECTIVES = new Set(('رفيع رفيعة سميك سميكة مدبب مدببة مكوي مطبوع مطبوعة مخطط مخططة مورّد مورّدة منقّط منقّطة كاروهات مضلع مضلعة قصير قصيرة طويل طويلة ناعم ناعمة '
  + 'عتيق عتيقة خفيف خفيفة مفصّل مفصّلة مفصل مفصلة واسع واسعة ضيق ضيقة مستقيم مستقيمة لامع لامعة مسطح مسطحة متماسك متماسكة '
  + 'صغير صغيرة كبير كبيرة لافت لافتة عريض عريضة مبطن مبطنة مبطّن مبطّنة مدروز مدروزة منفوخ منفوخة مشجّر مشجّرة ملفوف ملفوفة منسدل '
  + 'منسدلة محبوك محبوكة شفاف شفافة معتم معتمة مخفي مخفية سادة انسيابي انسيابية مكسّر ضاغط ضاغطة واحد واحدة فاتح داكن بيكيه بايكر عالٍ واقٍ').split(' '));
/** Adjectives written with tanween that drop it and take their ي with the article (عالٍ → العالي). */
const TANWEEN: Readonly<Record<string, string>> = { 'عالٍ': 'العالي', 'واقٍ': 'الواقي' };
/** Adjectives that open a complement («قابلة للطي», «مقاوم للماء»): in a definite phrase they take the article too. */
const COMPLEMENT_ADJECTIVES = new Set(['قابل', 'قابلة', 'مقاوم', 'مقاومة', 'واقٍ', 'عريضة', 'عالية', 'متعددة']);
/** A verb opening the complement («يطرد العرق», «تترك اليدين حرتين») is a relative clause once the noun is definite. */
const COMPLEMENT_VERBS = new Set(['يطرد', 'تترك']);
/** «غير» negates the adjective after it and never takes the article itself («غير المبطّن»). */
const NEGATION = 'غير';

const isAdjective = (word: string): boolean => {
  const w = bare(word);
  if (NOUNS_IN_Y.has(w)) return false;
  return COLOUR_WORDS.has(w) || AGREEING_FINISH_WORDS.has(w) || ADJECTIVES.has(w) || w === NEGATION || w.endsWith('ي') || w.endsWith('ية');
};
const withArticle = (word: string): string => (word === NEGATION ? word : TANWEEN[word] ?? (word.startsWith('ال') ? word : `ال${word}`));

/**
 * The definite form of a name no table lists (the catalogue's «كنزة ميرينو رفيعة بياقة مستديرة», with its colour), by
 * the rule an Arabic editor applies: a head noun followed by another noun is a construct (idafa), and the article goes
 * on the last noun of the chain only («كنزة الميرينو», «حذاء الكعب», «أقراط اللؤلؤ»); a head followed by adjectives
 * takes it itself («الجينز المستقيم»); every adjective after them takes it too, agreeing in definiteness
 * («كنزة الميرينو الرفيعة الكحلية بياقة مستديرة», «حذاء الكعب العالي المدبب الأسود»), and so does a word an adjective
 * governs («الجينز الفاتح الغسلة» keeps its own). A prepositional complement keeps its form; an adjective in it takes
 * the article («المظلة القابلة للطي») and a verb opening it becomes a relative clause («التي تترك اليدين حرتين»).
 * A construct that already holds a definite noun («جاكيت فرو الخروف») is left as written.
 */
function definiteByRule(phrase: string): string | null {
  const joined = TWO_WORD_NOUNS.reduce((text, n) => text.replace(n, n.replace(' ', '\u00a0')), phrase);
  const head = Object.keys(TWO_WORD_HEADS).find((h) => joined === h || joined.startsWith(`${h} `));
  const words = head ? [head, ...joined.slice(head.length).trim().split(' ').filter(Boolean)] : joined.split(' ');
  const at = Math.max(1, complementStart(words));
  const core = words.slice(0, at);
  const complement = words.slice(at);
  // A piece quoted in another language (a member's own words) is not an Arabic construct.
  if (!core.every((w) => /^[\p{Script=Arabic}\p{M}\u00a0 ]+$/u.test(w))) return null;
  // The construct's chain: nouns after the head, up to the first adjective (or a cloth after two nouns).
  let lastNoun = 0;
  while (lastNoun + 1 < core.length) {
    const next = core[lastNoun + 1]!;
    if (isAdjective(next) || (lastNoun >= 1 && CLOTHS.has(next))) break;
    if (next.startsWith('ال')) return phrase;
    lastNoun++;
  }
  const out = core.map((w, i) => {
    if (i === 0 && head && lastNoun === 0) return TWO_WORD_HEADS[head]!;
    if (i < lastNoun) return w;
    // A word an adjective governs keeps its own article («الفاتح الغسلة»).
    if (i > lastNoun && w.startsWith('ال')) return w;
    return withArticle(w);
  });
  // An adjective of the complement agrees with the definite noun («القابلة للطي», «للمسارات المقاوم للماء»), but not one that
  // describes a noun after بـ («بياقة عالية», «بياقة نصف عالية»): that noun stays indefinite.
  let afterB = false;
  const fixed = complement.map((w) => {
    if (w.startsWith('لل') || (OPENS_COMPLEMENT.has(w) && !COMPLEMENT_ADJECTIVES.has(w))) afterB = false;
    else if (w.startsWith('ب') && !NOT_PREPOSITION_B.has(w) && !COLOUR_WORDS.has(bare(w))) afterB = true;
    return COMPLEMENT_ADJECTIVES.has(w) && !afterB ? withArticle(w) : w;
  });
  if (fixed[0] && COMPLEMENT_VERBS.has(fixed[0])) fixed.unshift(genderOf(phrase) === 'm' ? 'الذي' : 'التي');
  return [...out, ...fixed].join(' ').replace(/\u00a0/gu, ' ');
}

/**
 * A garment name with the finish the member named, before its colour is added: the finish's words go where
 * the name's own complement starts («بلوزة مطرزة بالترتر بلا أكمام»), agreeing with its first noun; garmentIn
 * then puts the colour after a velvet adjective and before a tail («بليزر مخملي أسود», «فستان أحمر مطرز بالترتر»).
 */
export function finished(garment: string, material: FinishMaterial): string {
  const f = AR_FINISHES[material];
  const words = garment.trim().split(/\s+/u);
  const at = complementStart(words);
  const agreeing = f.agreeing ? f.agreeing[isFeminine(garment) ? 1 : 0] : '';
  return [...words.slice(0, at), agreeing, f.complement, ...words.slice(at)].filter(Boolean).join(' ');
}

/**
 * The realiser's view of Arabic: a garment phrase agrees by its first noun; `{#slot}` makes a rating
 * name definite (others are left as written); colours keep their «باللون» name where a template asks
 * for one (the closet's lines), since agreement needs the garment's definiteness, which garmentIn knows.
 */
/** Places Arabic is on (على), not in (في): one is on a beach ('على الشاطئ'), at work and at a party ('في'). */
const ON_PLACES = /^(?:الشاطئ|البحر)(?=\s|[،.؛:]|$)/u;

export const grammar: Grammar = {
  agreement: (noun: string): Agreement => ({ gender: isFeminine(noun) ? 'f' : 'm', plural: false }),
  colour: (colour) => colour,
  join: (before, value) => {
    // 'لـ' written before a slot joins its word: لـ + العمل is للعمل (the article's alif falls), لـ + حفلة is لحفلة.
    if (/(?:^|\s)لـ$/u.test(before)) return value.startsWith('ال') ? [`${before.slice(0, -2)}لل`, value.slice(2)] : [`${before.slice(0, -2)}ل`, value];
    return ON_PLACES.test(value) && /(?:^|\s)في $/u.test(before) ? [before.replace(/في $/u, 'على '), value] : [before, value];
  },
  article: (noun, isDefinite) => (isDefinite ? (definite(noun) ?? noun) : noun),
};
