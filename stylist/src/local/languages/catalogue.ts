import type { AddressForm } from '@fitrater/contracts';
import type { ChatLines } from '../chat/lines/types';
import type { ChatCues } from '../chat/understand/cue-types';
import type { ChatWords } from '../chat/words/types';
import type { PackingWords } from '../chat/packing-types';
import type { LanguagePack } from '../i18n/types';
import type { VisionWords } from '../i18n/vision-types';
import type { LanguageWords } from '../lexicon/words/types';
import type { ReadingWords } from '../lexicon/words/reading-types';
import type { ClosetWords } from '../garments/closet-words';
import type { GarmentNames } from '../styling/garment-names/types';
import type { StylingProse } from '../styling/prose/types';
import type { StylingSentences } from '../styling/sentences/types';
import type { TipTexts } from '../styling/tip-texts/types';
import type { TrendTagWords, TrendTexts } from '../styling/trend-names/types';
import type { LanguageFacts } from './facts-types';
import type { PenaltyWords } from '../scoring/penalty-reasons';
import type { NoOutfitWords } from '../vision/no-outfit';

/** Sentences for accessories the vision step places by itself (a belt at the waist); `{piece}` is the garment in its colour. */
export interface AccessorySentences {
  belt: string;
}

/**
 * Everything the stylist says in one language, gathered from its folder (languages/<lang>/): adding a
 * language is one folder with an index.ts exporting this, and one line in registry.ts. The tables
 * the knowledge base writes in English (garment names, trends, tips) are absent for English.
 */
export interface LanguageCatalogue {
  /** How the language is written (word spacing, where a question names its item, casing, typesetting). */
  facts: LanguageFacts;
  rating: LanguagePack;
  vision: VisionWords;
  lexicon: LanguageWords;
  /** The small words a description is read by: list joins, counts, crease and tear stems, cloth and heel links, finish stems. */
  readingWords: ReadingWords;
  chatLines: ChatLines;
  chatWords: ChatWords;
  /** The words the chat reads a message by: the kind of question, the item asked for, occasion, weather, dress code. */
  chatCues: ChatCues;
  stylingSentences: StylingSentences;
  stylingProse: StylingProse;
  garmentNames: GarmentNames | null;
  trendTexts: TrendTexts | null;
  trendTags: TrendTagWords | null;
  tipTexts: TipTexts | null;
  /** Why a photo is not rated (no person, no garment). */
  noOutfit: NoOutfitWords;
  /** Why points were taken off. */
  penalties: PenaltyWords;
  packingWords: PackingWords;
  closet: ClosetWords;
  accessorySentences: AccessorySentences;
  /**
   * Puts every string of an answer in the member's form of address, for a language whose words mark the addressee's
   * gender (Arabic writes them `{masculine|feminine|plural}`); null where the language does not mark it.
   */
  addressForms: (<T>(answer: T, form?: AddressForm) => T) | null;
}

/** The parts a language may leave out: only a language that marks the addressee's gender has address forms. */
type OptionalPart = 'addressForms';

/** A catalogue of a language other than English carries every table (the optional parts stay optional). */
export type TranslatedCatalogue = { [K in keyof LanguageCatalogue]: K extends OptionalPart ? LanguageCatalogue[K] : NonNullable<LanguageCatalogue[K]> };
