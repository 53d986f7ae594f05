import type { Language } from '@fitrater/contracts';
import { BACK_REFERENCE, FOLLOW_UP_OPENERS } from './cues';

/**
 * Does a message point back at the last turn ("and with white sneakers?", "what about that")?
 * Languages written with spaces open a follow-up with a word of its own. Chinese and Japanese
 * write no space after the opener (那配白色运动鞋呢), and Chinese, Japanese and Korean say "what
 * about X?" at the end of the sentence: 呢, なら / は, 는요 / 은요 / 라면요. Arabic joins "and" to
 * the next word (ومع حذاء رياضي أبيض؟).
 */
export function refersBack(text: string, language: Language, has: (text: string, list: string) => boolean, words: (list: string) => readonly string[]): boolean {
  if (words(FOLLOW_UP_OPENERS).some((w) => text === w || text.startsWith(`${w} `))) return true;
  if (has(text, BACK_REFERENCE)) return true;
  // "下雨怎么办？" (and if it rains, what then?): a condition put to the last answer.
  if (language === 'zh' && /^(?!.*(?:什么|哪|为什么|几|穿|带)).+怎么办$/u.test(text)) return true;
  const ending = ENDINGS[language];
  const opening = OPENERS[language];
  return (!!ending && ending.test(text)) || (!!opening && opening.test(text));
}

/** "What about X?" said at the end of a question (the text has no punctuation left). */
const ENDINGS: Partial<Record<Language, RegExp>> = {
  // 呢 after a noun phrase with no question word: "那配白色运动鞋呢", "白色的呢" (…穿什么呢 is a new question).
  zh: /^(?!.*(?:什么|哪|怎么|怎样|如何|为什么|几)).+呢$/u,
  // "白いスニーカーなら", "寒かったら", "白いスニーカーは": a bare topic or condition asks the last question again, and so does one
  // closed by "how about it" ("白ならどう？", "白はどうですか"), where どう asks nothing new.
  ja: /^(?!.*(?:何|どの|どんな|どれ|なぜ|どこ|いつ))(?!.*どう(?!(?:ですか|でしょう|かな)?$)).+(?:なら|たら|は)(?:どう(?:ですか|でしょう|かな)?)?$/u,
  // "흰 운동화는요", "흰 운동화라면요": a noun with a topic or condition particle and 요.
  // Said plainly, without 요 ("흰색은?", "갈색은?"), a word or two with a topic particle asks the same.
  ko: /^(?!.*(?:뭐|무엇|어떤|어떻게|왜|어디|언제|무슨))(?:.+(?:는요|은요|라면요|이라면요|면요)|\S+(?: \S+)?(?:은|는))$/u,
};

/** Openers written against the next word. */
const OPENERS: Partial<Record<Language, RegExp>> = {
  // 其实 ('actually') and 对了 ('oh, and') correct or add to what was said.
  zh: /^(?:那|那么|还有|要是|如果是|其实|实际上|对了)/u,
  // 実は ('actually') and ちなみに ('by the way') correct or add to what was said.
  ja: /^(?:じゃあ|では|それと|あと|実は|実際は|ちなみに)/u,
  // و ("and") before مع, ماذا, إذا, لو, بـ: "ومع…", "وماذا عن…", "وإذا…", "ولو…", "وبـ…" (the text is normalised: إذا reads اذا),
  // before في, إلى, للـ ("and at / to / for…": "وفي حفل زفاف؟", "وإلى المكتب؟", "وللعمل؟"), and the spoken "and so"
  // (وطيب, طيب, طب) before them: "وطيب مع قميص أبيض؟".
  ar: /^(?:و|و?(?:طيب|طب) و?)(?:مع|ماذا|اذا|لو|ب|في|الى|لل)/u,
};
