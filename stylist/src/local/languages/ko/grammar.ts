import { NO_GRAMMAR, type Grammar } from '../../grammar/types';

/**
 * Korean particles chosen by the sound the word before ends in. A particle has two forms: one
 * after a final consonant (받침) and one after a vowel; 으로/로 also takes 로 after ㄹ. Templates
 * write the particle inside the placeholder, `{garment:이}` or `{top:와}`, in either form; the
 * realiser picks the right one for the word that fills it.
 */

/** [after a final consonant, after a vowel] for every particle a template may name. */
const PAIRS: readonly (readonly [string, string])[] = [
  ['이', '가'], ['을', '를'], ['은', '는'], ['과', '와'], ['으로', '로'], ['이나', '나'], ['이랑', '랑'],
  ['이에요', '예요'], ['이었어요', '였어요'], ['이라', '라'], ['이라고', '라고'], ['이라면', '라면'], ['이든', '든'], ['이면', '면'], ['아', '야'],
  ['으로는', '로는'], ['으로도', '로도'], ['이에게', '에게'],
];

const FORMS = new Map<string, readonly [string, string]>(PAIRS.flatMap((p) => [[p[0], p], [p[1], p]] as const));

/** Korean readings' final sound of the digits 0-9 ('' = a vowel; 영 일 이 삼 사 오 육 칠 팔 구). */
const DIGIT_FINAL = ['ㅇ', 'ㄹ', '', 'ㅁ', '', '', 'ㄱ', 'ㄹ', 'ㄹ', ''] as const;
/** Latin letters read by their Korean names (엘, 엠, 엔, 알 end in a consonant; 에이, 비, 씨… in a vowel). */
const LETTER_FINAL: Record<string, string> = { l: 'ㄹ', m: 'ㅁ', n: 'ㄴ', r: 'ㄹ' };
const JONG = ['', 'ㄱ', 'ㄲ', 'ㄳ', 'ㄴ', 'ㄵ', 'ㄶ', 'ㄷ', 'ㄹ', 'ㄺ', 'ㄻ', 'ㄼ', 'ㄽ', 'ㄾ', 'ㄿ', 'ㅀ', 'ㅁ', 'ㅂ', 'ㅄ', 'ㅅ', 'ㅆ', 'ㅇ', 'ㅈ', 'ㅊ', 'ㅋ', 'ㅌ', 'ㅍ', 'ㅎ'];

/**
 * The final consonant the word is read with ('' after a vowel). A trailing bracket is skipped
 * ("검정(45%)" is read as 검정), as are closing quotes and punctuation; a number is read by its
 * last digit (10, 100, 1000 end in 십, 백, 천).
 */
export function finalSound(word: string): string {
  let w = word.trim();
  for (;;) {
    const stripped = w.replace(/\s*[(（][^()（）]*[)）]$/u, '').replace(/[\s"'”’」』》〉)\].,!?…:;%/]+$/u, '');
    if (stripped === w) break;
    w = stripped;
  }
  const ch = w.at(-1);
  if (!ch) return '';
  const code = ch.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) return JONG[(code - 0xac00) % 28]!;
  if (/\d/.test(ch)) {
    if (ch !== '0') return DIGIT_FINAL[Number(ch)]!;
    return 'ㅂ'; // 십, 백, 천, 만: all end in a consonant other than ㄹ
  }
  return LETTER_FINAL[ch.toLowerCase()] ?? '';
}

/** `word` followed by the form of `particle` its last sound takes: 정장이, 셔츠가, 구두를, 샌들로. */
export function withParticle(word: string, particle: string): string {
  const pair = FORMS.get(particle);
  if (!pair) return `${word}${particle}`;
  const final = finalSound(word);
  const consonant = final !== '' && !(pair[0].startsWith('으로') && final === 'ㄹ');
  return `${word}${consonant ? pair[0] : pair[1]}`;
}

/** True for a particle the realiser knows (so a template's `{x:이}` is never silently glued on). */
export function isParticle(p: string): boolean {
  return FORMS.has(p);
}

/** 'A와 B', 'A, B와 C': the last two joined by 과/와, chosen by the sound before it. */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const head = items.slice(0, -1);
  return `${[...head.slice(0, -1), withParticle(head.at(-1)!, '와')].join(', ')} ${items.at(-1)!}`;
}

/** Korean for the realiser: no gender or contractions, particles by the last sound (`{name:이}`). */
export const grammar: Grammar = { ...NO_GRAMMAR, particle: withParticle };
