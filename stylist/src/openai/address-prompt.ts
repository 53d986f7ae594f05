import { ADDRESS_FORM_LANGUAGES, type AddressForm, type Language } from '@fitrater/contracts';

const FORMS: Record<AddressForm, string> = {
  neutral: 'the plural of politeness (plural imperatives and pronouns)',
  feminine: 'the feminine singular',
  masculine: 'the masculine singular',
};

/** The instruction that keeps one form of address through a whole answer, for languages that mark the addressee's gender; '' elsewhere. */
export function addressInstruction(language: Language, form: AddressForm | undefined): string {
  if (!ADDRESS_FORM_LANGUAGES.includes(language)) return '';
  return ` Address the user in ${FORMS[form ?? 'neutral']} from the first word to the last; never switch forms within one answer.`;
}
