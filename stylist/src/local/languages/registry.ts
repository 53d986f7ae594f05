import type { Language } from '@fitrater/contracts';
import type { LanguageCatalogue, TranslatedCatalogue } from './catalogue';
import type { LanguageFacts } from './facts-types';
import { catalogue as ar } from './ar';
import { catalogue as de } from './de';
import { catalogue as en } from './en';
import { catalogue as es } from './es';
import { catalogue as fr } from './fr';
import { catalogue as it } from './it';
import { catalogue as ja } from './ja';
import { catalogue as ko } from './ko';
import { catalogue as pt } from './pt';
import { catalogue as zh } from './zh';

/**
 * Every language's catalogue, one line per language; the module indexes read their tables from here, so a
 * language of LANGUAGES missing here (or a table missing in its catalogue) does not compile.
 */
export const TRANSLATED = { es, fr, de, it, pt, zh, ja, ko, ar } satisfies Record<Exclude<Language, 'en'>, TranslatedCatalogue>;
export const CATALOGUES = { en, ...TRANSLATED } satisfies Record<Language, LanguageCatalogue>;

/** One table of every catalogue: tablesOf(TRANSLATED, 'garmentNames') → { es: …, fr: … }. */
export function tablesOf<C extends Record<string, LanguageCatalogue>, K extends keyof LanguageCatalogue>(catalogues: C, key: K): { [L in keyof C]: C[L][K] } {
  return Object.fromEntries(Object.entries(catalogues).map(([l, c]) => [l, c[key]])) as { [L in keyof C]: C[L][K] };
}

/** How `language` is written (languages/<lang>/facts.ts). */
export const factsOf = (language: Language): LanguageFacts => CATALOGUES[language].facts;
