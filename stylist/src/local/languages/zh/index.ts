import type { TranslatedCatalogue } from '../catalogue';
import { accessorySentences } from './accessory-sentences';
import { chatCues } from './chat-cues';
import { closet } from './closet';
import { facts } from './facts';
import { noOutfit } from './no-outfit';
import { zh as chatLines } from './chat-lines';
import { zh as chatWords } from './chat-words';
import { zh as garmentNames } from './garment-names';
import { zh as lexicon } from './lexicon';
import { penalties } from './penalties';
import { readingWords } from './reading-words';
import { packingWords } from './packing-words';
import { zh as rating } from './rating';
import { zh as stylingProse } from './styling-prose';
import { zh as stylingSentences } from './styling-sentences';
import { zh as tipTexts } from './tip-texts';
import { zh as trendTexts } from './trend-names';
import { zh as trendTags } from './trend-tags';
import { zh as vision } from './vision';

export const catalogue: TranslatedCatalogue = {
  facts, rating, vision, lexicon, readingWords, chatLines, chatWords, chatCues, stylingSentences, stylingProse, garmentNames, trendTexts, trendTags, tipTexts,
  noOutfit, penalties, packingWords, closet, accessorySentences, addressForms: null,
};
