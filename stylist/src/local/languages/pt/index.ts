import type { TranslatedCatalogue } from '../catalogue';
import { accessorySentences } from './accessory-sentences';
import { chatCues } from './chat-cues';
import { closet } from './closet';
import { facts } from './facts';
import { noOutfit } from './no-outfit';
import { pt as chatLines } from './chat-lines';
import { pt as chatWords } from './chat-words';
import { pt as garmentNames } from './garment-names';
import { pt as lexicon } from './lexicon';
import { penalties } from './penalties';
import { readingWords } from './reading-words';
import { packingWords } from './packing-words';
import { pt as rating } from './rating';
import { pt as stylingProse } from './styling-prose';
import { pt as stylingSentences } from './styling-sentences';
import { pt as tipTexts } from './tip-texts';
import { pt as trendTexts } from './trend-names';
import { pt as trendTags } from './trend-tags';
import { pt as vision } from './vision';

export const catalogue: TranslatedCatalogue = {
  facts, rating, vision, lexicon, readingWords, chatLines, chatWords, chatCues, stylingSentences, stylingProse, garmentNames, trendTexts, trendTags, tipTexts,
  noOutfit, penalties, packingWords, closet, accessorySentences, addressForms: null,
};
