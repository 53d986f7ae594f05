import type { TranslatedCatalogue } from '../catalogue';
import { accessorySentences } from './accessory-sentences';
import { chatCues } from './chat-cues';
import { closet } from './closet';
import { facts } from './facts';
import { noOutfit } from './no-outfit';
import { it as chatLines } from './chat-lines';
import { it as chatWords } from './chat-words';
import { it as garmentNames } from './garment-names';
import { it as lexicon } from './lexicon';
import { penalties } from './penalties';
import { readingWords } from './reading-words';
import { packingWords } from './packing-words';
import { it as rating } from './rating';
import { it as stylingProse } from './styling-prose';
import { it as stylingSentences } from './styling-sentences';
import { it as tipTexts } from './tip-texts';
import { it as trendTexts } from './trend-names';
import { it as trendTags } from './trend-tags';
import { it as vision } from './vision';

export const catalogue: TranslatedCatalogue = {
  facts, rating, vision, lexicon, readingWords, chatLines, chatWords, chatCues, stylingSentences, stylingProse, garmentNames, trendTexts, trendTags, tipTexts,
  noOutfit, penalties, packingWords, closet, accessorySentences, addressForms: null,
};
