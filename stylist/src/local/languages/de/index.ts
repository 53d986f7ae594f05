import type { TranslatedCatalogue } from '../catalogue';
import { accessorySentences } from './accessory-sentences';
import { chatCues } from './chat-cues';
import { closet } from './closet';
import { facts } from './facts';
import { noOutfit } from './no-outfit';
import { de as chatLines } from './chat-lines';
import { de as chatWords } from './chat-words';
import { de as garmentNames } from './garment-names';
import { de as lexicon } from './lexicon';
import { penalties } from './penalties';
import { readingWords } from './reading-words';
import { packingWords } from './packing-words';
import { de as rating } from './rating';
import { de as stylingProse } from './styling-prose';
import { de as stylingSentences } from './styling-sentences';
import { de as tipTexts } from './tip-texts';
import { de as trendTexts } from './trend-names';
import { de as trendTags } from './trend-tags';
import { de as vision } from './vision';

export const catalogue: TranslatedCatalogue = {
  facts, rating, vision, lexicon, readingWords, chatLines, chatWords, chatCues, stylingSentences, stylingProse, garmentNames, trendTexts, trendTags, tipTexts,
  noOutfit, penalties, packingWords, closet, accessorySentences, addressForms: null,
};
