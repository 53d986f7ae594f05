/**
 * The error shapes a native reader of Korean, Japanese, Chinese or Arabic spots at once, as
 * checks over one text (each returns the offending fragment or null; see prose-checks.ts).
 */
import { writtenOutKoreanParticle, type Language } from '@fitrater/contracts';
import { packFor } from '../../src/local/i18n/packs';
import { VISION_WORDS } from '../../src/local/i18n/vision';
import { MEASURE_WORDS, measureWordsOf } from '../../src/local/languages/zh/grammar';
import { AR_SUBJECT_CHECKS } from './prose-checks-ar';

type ProseCheck = (text: string) => string | null;
const match = (pattern: RegExp): ProseCheck => (text) => pattern.exec(text)?.[0] ?? null;

// Korean ------------------------------------------------------------------------------------

/** The final consonant of a Hangul syllable ('' after a vowel), -1 for anything else. */
const jong = (ch: string): number => {
  const c = ch.charCodeAt(0);
  return c >= 0xac00 && c <= 0xd7a3 ? (c - 0xac00) % 28 : -1;
};
/** Words whose last syllables only look like a particle (가을 autumn, 효과 effect…). */
const KO_NOT_PARTICLES = /(가을|마을|효과|결과|사과|교과|이과|성과|수과|와와)$/u;
/**
 * A particle of the wrong form for the syllable before it: 를/와/로 after a final consonant,
 * 을/과/으로 after a vowel (로 is right after ㄹ). Checked where the particle ends a word.
 */
const koParticle: ProseCheck = (text) => {
  for (const m of text.matchAll(/(\p{Script=Hangul}+?)(를|을|와|과|으로|로)(?=[\s,.!?)]|$)/gu)) {
    const word = m[1]!;
    const last = word.at(-1)!;
    const j = jong(last);
    if (j < 0 || KO_NOT_PARTICLES.test(word + m[2]!)) continue;
    const p = m[2]!;
    const consonant = j > 0;
    const wrong = (consonant && (p === '를' || p === '와' || (p === '로' && j !== 8)))
      || (!consonant && (p === '을' || p === '과' || p === '으로'))
      || (j === 8 && p === '으로');
    if (wrong) return m[0];
  }
  return null;
};
/**
 * 해요체 throughout: a sentence ending in the formal 합니다/십시오 style or in plain speech
 * (반말: 해, 야, 돼, 봐, 지, 거야) is a register switch.
 */
const koRegisterWords = match(/(?:습니다|십시오|입니다|됩니다|합니다)(?=[.!?]|\s*$)|(?:거야|잖아|해|야|돼|봐|좋아|싶어|있어|없어|했어|하지|되지|않지|겠지|줘|마)(?=[.!?](?:\s|$))/u);
/** Any -ㅂ니다 ending (줍니다, 잡습니다…): the ㅂ sits inside the syllable before 니다, so no word list covers them all. */
const koFormalEnding: ProseCheck = (text) => {
  for (const m of text.matchAll(/(\p{Script=Hangul})니다(?=[.!?]|\s*$)/gu)) if (jong(m[1]!) === 17) return m[0];
  return null;
};
const koRegister: ProseCheck = (text) => koRegisterWords(text) ?? koFormalEnding(text);
/** Colours transliterated from English where Korean has its own word. */
const koTransliteration = match(/(?<!\p{L})(?:러스트|토프|푸크시아|모브)(?!\p{L})|(?<!\p{L})틸(?=\s|색)/u);

// Japanese ----------------------------------------------------------------------------------

/** です/ます throughout: plain or casual endings (だ, だよ, じゃん, いこう, しよ, てね, わ, の?) break the register. */
const jaRegister = match(/(?:だよ|だね|じゃん|いこう|いこ|しよう|しよ|てね|てよ|かもね|だ|わ|よね|でしょ|じゃない|しな|なの|ない|る)(?=[。！？](?!」))/u);
/** A noun joined to itself with の ('無理のない価格帯の価格帯で'): a phrase slotted into a template that already says it. */
const jaDoubledNoun = match(/(\p{Script=Han}{2,}|\p{Script=Katakana}{3,})の\1/u);
/** 'AとBと合わせましょう': the list already ends in と, so the partners of 合わせる take を. */
const jaDoubledTo = match(/と[^、。！？]{1,30}と合わせ/u);
/** Colours transliterated from English where Japanese has a word (rust is 赤茶色, not ラスト). */
const jaTransliteration = match(/(?<!\p{Script=Katakana}|ー)(?:ラスト|ティール|フューシャ|モーブ)(?!\p{Script=Katakana}|ー)/u);

// Chinese -----------------------------------------------------------------------------------

/** 你 throughout (the app's own copy says 你); 您 is a switch to the formal register. */
const zhRegister = match(/您/u);
/** An occasion treated as a place one goes to: 去日常 (日常 is worn, not visited). */
const zhOccasionAsPlace = match(/去日常|去正式场合|去健身的时候穿/u);

// Arabic ------------------------------------------------------------------------------------

const AR_B = '(?:^|[\\s،.؛:()«»!؟])';
const AR_E = '(?=$|[\\s،.؛:()«»!؟])';
const arWords = (words: readonly string[]) => new RegExp(`${AR_B}(${words.join('|')})${AR_E}`, 'u');
/** Words that address one man, one woman, or several people (imperatives, vocatives, pronouns). */
export const AR_MASCULINE = arWords(['اختر', 'جرّب', 'ارتدِ', 'احتفظ', 'أضف', 'ابدأ', 'انطلق', 'تألّق', 'أرسل', 'أخبرني', 'اسألني', 'أرفق', 'عُد', 'أرني', 'غيّر', 'استبدل', 'ابحث', 'يا عزيزي', 'أنت قادر', 'أتيتَ', 'يا نجم', 'تدرّب', 'اجعل', 'خذ', 'احزم', 'وخطّط', 'فأضف', 'اجعله', 'اجعلهما', 'خفّفه', 'راجع', 'اسأل', 'ترتديه']);
export const AR_FEMININE = arWords(['اختاري', 'جرّبي', 'ارتدي', 'احتفظي', 'أضيفي', 'ابدئي', 'انطلقي', 'تألّقي', 'أرسلي', 'أخبريني', 'اسأليني', 'أرفقي', 'عودي', 'أريني', 'غيّري', 'استبدلي', 'ابحثي', 'يا عزيزتي', 'ستبدين', 'أنتِ قادرة', 'أتيتِ', 'يا نجمة', 'اجعلي', 'خذي', 'احزمي', 'وخطّطي', 'فأضيفي', 'اجعليه', 'اجعليهما', 'خفّفيه', 'راجعي', 'اسألي', 'ترتدينه']);
export const AR_PLURAL = arWords(['اختاروا', 'جرّبوا', 'ارتدوا', 'احتفظوا', 'أضيفوا', 'ابدؤوا', 'انطلقوا', 'تألّقوا', 'أرسلوا', 'أخبروني', 'اسألوني', 'أرفقوا', 'عودوا', 'أروني', 'غيّروا', 'استبدلوا', 'ابحثوا', 'يا أعزائي', 'ستبدون', 'أنتم قادرون', 'أتيتم', 'يا نجوم', 'اجعلوا', 'خذوا', 'احزموا', 'وخطّطوا', 'فأضيفوا', 'اجعلوه', 'اجعلوهما', 'خفّفوه', 'راجعوا', 'اسألوا', 'ترتدوه']);
/** One answer, one form of address: words of two different forms in the same text. */
const arMixedRegister: ProseCheck = (text) => {
  const found = [AR_MASCULINE, AR_FEMININE, AR_PLURAL].map((r) => r.exec(text)?.[1] ?? null).filter((w): w is string => w !== null);
  return found.length > 1 ? found.join(' / ') : null;
};
/** A form-of-address alternation the realiser did not resolve ({m|f|pl}). */
const arUnresolved = match(/\{[^{}|]*\|[^{}|]*\|[^{}|]*\}/u);
/**
 * An indefinite accusative noun (…ًا) followed by a nisba adjective without its own ending
 * ('أسلوبًا رسمي' for 'أسلوبًا رسميًا').
 */
const arAgreement = match(/(?<!\p{L})\p{L}{2,}ًا (?!(?:في|التي|الذي|لدي|علي|إلي|حتى|كي|لكي)(?!\p{L}))\p{L}{2,}ي(?![\p{L}\p{M}])/u);

/** Garment and photo-part names of a language (two letters or more), longest first. */
const nounsOf = (language: Language): string[] =>
  [...new Set([...Object.values(packFor(language).garments), ...Object.values(VISION_WORDS[language].parts)])]
    .filter((n) => n.length >= 2).sort((a, b) => b.length - a.length);
const escaped = (words: readonly string[]) => words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
/**
 * A garment named twice in one noun phrase: 'ワンピース型のワンピース', '원피스는 원피스형',
 * 'الحذاء (الحذاء باللون الأسود)'. The part word and the garment the member named are one piece.
 * Only the glue between the two is allowed (型の, a topic particle, a bracket), so two garments
 * that share letters ('シャツやTシャツ') are not an echo.
 */
const echo = (language: Language): ProseCheck => {
  const re = new RegExp(`(${escaped(nounsOf(language))})(?:型の|[은는이가]? ?| ?[(（])\\1`, 'u');
  return (text) => re.exec(text)?.[0] ?? null;
};
/**
 * A measured piece (a colour and a garment) set aside in brackets instead of named in the
 * sentence: '上下装（红色T恤、绿色牛仔裤）', 'القطعة الداكنة (بنطلون باللون الكحلي)'.
 */
const pieceInBrackets = (language: Language): ProseCheck => {
  const garment = new RegExp(escaped(nounsOf(language)), 'u');
  const colours = Object.values(packFor(language).colours);
  return (text) => {
    for (const m of text.matchAll(/[（(]([^（）()]{2,80})[）)]/gu)) {
      if (garment.test(m[1]!) && colours.some((c) => m[1]!.includes(c))) return m[0];
    }
    return null;
  };
};
/** Shoes counted as one thing (一件…鞋) or trousers as a pair (一双…裤): the measure word must fit the noun. */
const zhShoesAsThing = match(/一件，(?:[^、。，和]{0,12}?)(?:鞋|靴)|一件[^、。，和]{0,12}?(?:鞋|靴)子?(?=[、。，和]|$)|一双[^、。，和]{0,12}?(?:裤|裙|衫|衣)(?=[、。，和]|$)/u);
/**
 * A count whose measure word is not its noun's class (一件雨伞, 一件珍珠耳钉, 一件帽子): the noun that ends the
 * counted phrase decides, by the realiser's own table; a phrase whose head has no class of its own is not judged.
 */
const zhCountedClass: ProseCheck = (text) => {
  for (const m of text.matchAll(/一([件条双套副块顶个把对只])([^、。，；：！？和与或\s]{1,20})(?=[、。，；：！？和与或\s]|$)/gu)) {
    const phrase = m[2]!;
    if (MEASURE_WORDS.some(([ending]) => ending.test(phrase)) && !measureWordsOf(phrase).includes(m[1]!)) return m[0];
  }
  return null;
};
const zhMeasureWord: ProseCheck = (text) => zhShoesAsThing(text) ?? zhCountedClass(text);
/**
 * The default (neutral) answer addresses the member in the plural of politeness: a word that
 * addresses one man or one woman ('جرّب' in a refusal) is a register switch of its own.
 */
const AR_SINGULAR_YOU = arWords(['ما رأيك', 'رأيك', 'لديك', 'عندك', 'يمكنك', 'إليك', 'بك', 'لك']);
const arGenderedInNeutral: ProseCheck = (text) => AR_MASCULINE.exec(text)?.[1] ?? AR_FEMININE.exec(text)?.[1] ?? AR_SINGULAR_YOU.exec(text)?.[1] ?? null;
/**
 * An Arabic list with و on its last item only ('الأبيض، الكحلي والأسود', 'قميص أبيض، بنطلون كحلي وحذاء أسود'): the
 * English pattern. Arabic puts و on every item after the first; the check reads lists of colours and of pieces.
 */
const arListCalque: ProseCheck = (() => {
  const colours = escaped(Object.values(packFor('ar').colours).map((c) => c.replace(/^ال/u, '')).filter((c) => c.length >= 3));
  const colourList = new RegExp(`ال(?:${colours})، ال(?:${colours}) وال(?:${colours})`, 'u');
  const nouns = escaped(nounsOf('ar').map((n) => n.replace(/^ال/u, '')));
  const item = `(?:ال)?(?:${nouns})[^،.؛:؟!]{0,30}`;
  const pieceList = new RegExp(`${item}، (?!و)${item} و(?:ال)?(?:${nouns})`, 'u');
  return (text) => colourList.exec(text)?.[0] ?? pieceList.exec(text)?.[0] ?? null;
})();
/** 'لـالعمل': the preposition لـ before the article is written لل (للعمل); a slot after لـ must not hold a definite noun. */
const arLamArticle = match(/لـ\s?ال/u);

/**
 * 'A와 B와 매치하세요': the list already joins with 와/과, so the object of 매치하다 takes 을/를
 * ('A와 B를 매치해 보세요'); a second 와/과 before the verb reads as a stutter.
 */
const koDoubledWith = match(/\p{Script=Hangul}[와과] [^.!?,:]{1,30}?\p{Script=Hangul}[와과] (?:매치|맞춰|함께 입)/u);
/**
 * A lowercase Latin word in Chinese, Japanese, Korean or Arabic prose: an English id that was
 * never translated ('선호하는 bold 스타일'). Brand and garment loanwords are capitalised (Polo, T恤).
 */
const latinWord: ProseCheck = (text) => {
  // A bare id ('business-meeting', a trend's occasion field) is data the screen translates, not prose.
  if (/^[a-z]+(?:-[a-z]+)*$/u.test(text)) return null;
  // Loanwords written in Latin letters by native writers too: 无logo, and tuxedo when its name is the point.
  return /(?<![A-Za-z])(?!(?:logo|tuxedo)(?![A-Za-z]))[a-z]{3,}(?![A-Za-z])/u.exec(text)?.[0] ?? null;
};

/**
 * A colon after a sentence's polite ending ('하의는 따로 필요 없어요: …', '잘 어울려요: 네이비 …'): Korean ends that sentence
 * with a full stop and says the next one, or makes the list the object of its own verb.
 */
const koEndingColon = match(/(?:요|니다)[:：]/u);
/** The same in Japanese: 'まとまります：ネイビー…', '覆われています：足元は…' end their sentence with 。 first. */
const jaEndingColon = match(/(?:ます|です|ません|ました)[:：]/u);

/** Two colons in one sentence ('问题在于：包要配合场合：…'): a label before a sentence that has its own. */
export const doubledColon = match(/[：:][^。！？.!?؟\n]*[：:]/u);

/**
 * A colon after the yes or no that opens a verdict, or a label colon on the piece right after it ('不太搭：…',
 * '不太合适。红色亮片连衣裙：对上班来说显得太隆重。', 'いいえ、おすすめしません。赤いスパンコールのワンピース：…'):
 * a native writer answers 「是的，」「可以。」「はい。」 and goes on with the piece as the sentence's subject
 * (红色亮片连衣裙对上班来说太隆重。赤いスパンコールのワンピースは仕事には改まりすぎです。). A condition keeps its colon
 * (可以，但有个前提：…, 但有两个前提：…), and so do the labels the stylist gives a rule or a next step (规则：, 基本ルール：).
 */
const zhVerdictColon = match(/(?:^|[。！？])(?:是的|可以|不太合适|不太搭|不行|不)(?:：|[，。！](?!但有(?:个|几个|两个|三个)前提|规则：|下一步：)(?:\d\.\s*)?[^。！？，：\d]{1,24}：)/u);
const jaVerdictColon = match(/(?:^|[。！？])(?:はい|いいえ)(?:：|[^。！？：]{0,16}[。！](?!基本ルール：|次の一歩：)(?:\d\.\s*)?[^。！？、：\d]{1,30}：)/u);

/**
 * An occasion that is an activity or a purpose (출근, 등교, 면접, 데이트) is not a place: '출근에서 기대하는 수준' reads
 * as "at the commute"; a native says '출근에 입기에는', '출근용으로는' or '출근 기준으로'.
 */
const koOccasionAsPlace = match(/(?:출근|등교|운동|러닝|쇼핑|일상|면접|데이트|여행)에서/u);

/**
 * A typewriter quotation mark in Chinese, Japanese or Korean prose: Chinese and Korean quote with “ ”, Japanese
 * with 「 」 ('穿着要传达"可靠、准备充分"').
 */
const straightQuote = match(/"[^"]{0,40}"?/u);

/** A space after a CJK full stop or comma: two sentences glued the Western way. */
const cjkGap = match(/[。、！？][ \u00a0]+\S/u);

export const CJK_AR_CHECKS = {
  ko: { endingColon: koEndingColon, particle: koParticle, writtenOutParticle: writtenOutKoreanParticle, register: koRegister, transliteration: koTransliteration, doubledWith: koDoubledWith, occasionAsPlace: koOccasionAsPlace, straightQuote, latinWord, doubledColon, echo: echo('ko'), pieceInBrackets: pieceInBrackets('ko') },
  ja: { endingColon: jaEndingColon, verdictColon: jaVerdictColon, register: jaRegister, transliteration: jaTransliteration, gapAfterStop: cjkGap, straightQuote, latinWord, doubledColon, doubledNoun: jaDoubledNoun, doubledTo: jaDoubledTo, echo: echo('ja'), pieceInBrackets: pieceInBrackets('ja') },
  zh: { verdictColon: zhVerdictColon, register: zhRegister, occasionAsPlace: zhOccasionAsPlace, gapAfterStop: cjkGap, straightQuote, latinWord, doubledColon, echo: echo('zh'), pieceInBrackets: pieceInBrackets('zh'), measureWord: zhMeasureWord },
  ar: { register: arMixedRegister, unresolvedAddress: arUnresolved, agreement: arAgreement, latinWord, doubledColon, echo: echo('ar'), pieceInBrackets: pieceInBrackets('ar'), genderedInNeutral: arGenderedInNeutral, lamArticle: arLamArticle, listCalque: arListCalque, ...AR_SUBJECT_CHECKS },
} satisfies Record<'ko' | 'ja' | 'zh' | 'ar', Record<string, ProseCheck>>;
