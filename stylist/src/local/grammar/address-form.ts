import type { AddressForm, Language } from '@fitrater/contracts';
import { CATALOGUES } from '../languages/registry';

/** An answer (object, array or string) in the member's form of address where the language marks it (Arabic); as it is elsewhere. */
export function inMembersForm<T>(answer: T, language: Language, form?: AddressForm): T {
  const forms = CATALOGUES[language].addressForms;
  return forms ? forms(answer, form) : answer;
}
