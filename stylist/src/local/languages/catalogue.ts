import type { ChatLines } from '../chat/lines/types';
import type { ChatWords } from '../chat/words/types';
import type { LanguagePack } from '../i18n/types';
import type { VisionWords } from '../i18n/vision-types';
import type { LanguageWords } from '../lexicon/words/types';
import type { GarmentNames } from '../styling/garment-names/types';
import type { StylingProse } from '../styling/prose/types';
import type { StylingSentences } from '../styling/sentences/types';
import type { TipTexts } from '../styling/tip-texts/types';
import type { TrendTagWords, TrendTexts } from '../styling/trend-names/types';

/**
 * Everything the stylist says in one language, gathered from its folder (languages/<lang>/): adding a
 * language is one folder with an index.ts exporting this, and one line in registry.ts. The tables
 * the knowledge base writes in English (garment names, trends, tips, styling prose) are absent for English.
 */
export interface LanguageCatalogue {
  rating: LanguagePack;
  vision: VisionWords;
  lexicon: LanguageWords;
  chatLines: ChatLines;
  chatWords: ChatWords;
  stylingSentences: StylingSentences;
  stylingProse: StylingProse | null;
  garmentNames: GarmentNames | null;
  trendTexts: TrendTexts | null;
  trendTags: TrendTagWords | null;
  tipTexts: TipTexts | null;
}

/** A catalogue of a language other than English carries every table. */
export type TranslatedCatalogue = { [K in keyof LanguageCatalogue]: NonNullable<LanguageCatalogue[K]> };
