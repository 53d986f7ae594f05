/**
 * Korean particles take one form after a final consonant and another after a vowel (이/가, 을/를,
 * 은/는, 과/와, 으로/로, 이나/나, 이에요/예요). A text that knows the word before chooses the form
 * (the stylist's `{item:으로}`); one that does not rephrases so no particle follows the value. Writing
 * both forms out ('(으)로', '과(와)', '을/를') is form-filling Korean a native reader notices at once.
 * This finds such a written-out alternation, for the tests over every Korean string (the web's
 * locales, mails, catalogues and the stylist's prose checks).
 */

/** Forms a particle can be written in, longest first so '(으)로' is read whole. */
const FORMS = ['이에요', '예요', '이었어요', '였어요', '이라고', '라고', '이나', '으로', '이랑', '이라', '이든', '이면', '으', '이', '가', '을', '를', '은', '는', '과', '와', '로', '나', '아', '야'];
const PARTICLE = `(?:${FORMS.join('|')})`;

const patterns: readonly RegExp[] = [
  // A form in brackets glued to what comes before it: '(으)로', '과(와)', '{{name}}(이)나'. A bracket after a space ('가격 (선택)') is an aside.
  new RegExp(`(?<=\\S)\\(${PARTICLE}\\)`, 'u'),
  // Two forms side by side with a slash: '을/를', '이/가'. Both sides must be particles, so '상의/하의' is not one.
  new RegExp(`(?<=[\\p{L}\\p{N}}”’"')])${PARTICLE}/${PARTICLE}(?!\\p{L})`, 'u'),
];

/** The first written-out particle alternation in a Korean text (for the failure message), or null when each particle is chosen. */
export function writtenOutKoreanParticle(text: string): string | null {
  for (const pattern of patterns) {
    const found = pattern.exec(text);
    if (found) return found[0];
  }
  return null;
}
