import { ADDRESS_FORM_LANGUAGES, type AddressForm, type Language } from '@fitrater/contracts';

const FORMS: Record<AddressForm, string> = {
  neutral: 'the plural of politeness (plural imperatives and pronouns)',
  feminine: 'the feminine singular',
  masculine: 'the masculine singular',
};

/**
 * The register DECISIONS fixes where a language has a formal and an informal "you": left to itself, a
 * model writes the casual personalities in du or tu, and one answer then differs from the app around it.
 */
const REGISTERS: Partial<Record<Language, string>> = {
  de: ' Address the user formally with "Sie" (Sie, Ihnen, Ihr; imperatives such as "Nehmen Sie") in every personality, casual ones included; never "du".',
  fr: ' Address the user with "vous" in every personality, casual ones included; never "tu".',
};

/**
 * The instruction that keeps one form of address through a whole answer: the language's register, and for
 * languages that mark the addressee's gender the form the member chose; '' elsewhere.
 */
export function addressInstruction(language: Language, form: AddressForm | undefined): string {
  const register = REGISTERS[language] ?? '';
  if (!ADDRESS_FORM_LANGUAGES.includes(language)) return register;
  return `${register} Address the user in ${FORMS[form ?? 'neutral']} from the first word to the last; never switch forms within one answer.`;
}
