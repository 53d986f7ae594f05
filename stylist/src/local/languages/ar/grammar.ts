import type { AddressForm } from '@fitrater/contracts';

/**
 * Arabic marks the addressee's gender and number in imperatives, pronouns and some adjectives, so
 * one answer must keep one form from its first word to its last. Words that address the member
 * are written once with their three forms, `{masculine|feminine|plural}` (`{جرّب|جرّبي|جرّبوا}`);
 * the realiser keeps the form the member chose, and the plural-polite form by default. Ratings,
 * trends and tips shown to everyone are written without addressing anyone.
 */
const ALTERNATION = /\{([^{}|]*)\|([^{}|]*)\|([^{}|]*)\}/gu;

/** Resolves every `{m|f|pl}` of a text to the member's form (neutral = the plural of politeness). */
export function inAddressForm(text: string, form: AddressForm = 'neutral'): string {
  if (!text.includes('|')) return text;
  return text.replace(ALTERNATION, (_, m: string, f: string, pl: string) => (form === 'masculine' ? m : form === 'feminine' ? f : pl));
}

/** True when a text still holds an unresolved `{m|f|pl}` (a template left for the realiser). */
export function hasAddressMarks(text: string): boolean {
  return new RegExp(ALTERNATION.source, 'u').test(text);
}

/** Every string inside an answer (object, array or string) in the member's form; other values untouched. */
export function answerInAddressForm<T>(value: T, form: AddressForm = 'neutral'): T {
  if (typeof value === 'string') return inAddressForm(value, form) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => answerInAddressForm(v, form)) as T;
  if (value && typeof value === 'object' && !(value instanceof Date) && !(value instanceof Uint8Array)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, answerInAddressForm(v, form)])) as T;
  }
  return value;
}

/**
 * Arabic joins every item of a list with و written onto the word ('الأبيض والكحلي والأسود'); 'أ، ب وج', with و
 * before the last item only, is the English pattern. Items of several words keep a comma before their و
 * ('قميص أبيض، وبنطلون كحلي، وحذاء أسود'), as Arabic editors set long lists so each piece stays one unit.
 */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const long = items.length > 2 && items.some((item) => item.trim().includes(' '));
  return items.join(long ? '، و' : ' و');
}
