import type { LanguageCatalogue } from '../catalogue';
import { accessorySentences } from './accessory-sentences';
import { chatCues } from './chat-cues';
import { closet } from './closet';
import { facts } from './facts';
import { noOutfit } from './no-outfit';
import { en as chatLines } from './chat-lines';
import { en as chatWords } from './chat-words';
import { en as lexicon } from './lexicon';
import { penalties } from './penalties';
import { readingWords } from './reading-words';
import { packingWords } from './packing-words';
import { en as rating } from './rating';
import { en as stylingProse } from './styling-prose';
import { en as stylingSentences } from './styling-sentences';
import { en as vision } from './vision';

/** English garment names, trends and tips are the knowledge base's own words. */
export const catalogue: LanguageCatalogue = {
  facts, rating, vision, lexicon, readingWords, chatLines, chatWords, chatCues, stylingSentences, stylingProse, garmentNames: null, trendTexts: null, trendTags: null, tipTexts: null,
  noOutfit, penalties, packingWords, closet, accessorySentences, addressForms: null,
};
