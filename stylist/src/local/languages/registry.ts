import type { LanguageCatalogue, TranslatedCatalogue } from './catalogue';
import { catalogue as de } from './de';
import { catalogue as en } from './en';
import { catalogue as es } from './es';
import { catalogue as fr } from './fr';
import { catalogue as it } from './it';
import { catalogue as pt } from './pt';

/** Every language's catalogue; the module indexes read their tables from here. */
export const TRANSLATED = { es, fr, de, it, pt } satisfies Record<string, TranslatedCatalogue>;
export const CATALOGUES = { en, ...TRANSLATED } satisfies Record<string, LanguageCatalogue>;

/** One table of every catalogue: tablesOf(TRANSLATED, 'garmentNames') → { es: …, fr: … }. */
export function tablesOf<C extends Record<string, LanguageCatalogue>, K extends keyof LanguageCatalogue>(catalogues: C, key: K): { [L in keyof C]: C[L][K] } {
  return Object.fromEntries(Object.entries(catalogues).map(([l, c]) => [l, c[key]])) as { [L in keyof C]: C[L][K] };
}
