import type { TranslatedCatalogue } from '../catalogue';
import { accessorySentences } from './accessory-sentences';
import { chatCues } from './chat-cues';
import { closet } from './closet';
import { facts } from './facts';
import { noOutfit } from './no-outfit';
import { ja as chatLines } from './chat-lines';
import { ja as chatWords } from './chat-words';
import { ja as garmentNames } from './garment-names';
import { ja as lexicon } from './lexicon';
import { penalties } from './penalties';
import { readingWords } from './reading-words';
import { packingWords } from './packing-words';
import { ja as rating } from './rating';
import { ja as stylingProse } from './styling-prose';
import { ja as stylingSentences } from './styling-sentences';
import { ja as tipTexts } from './tip-texts';
import { ja as trendTexts } from './trend-names';
import { ja as trendTags } from './trend-tags';
import { ja as vision } from './vision';

export const catalogue: TranslatedCatalogue = {
  facts, rating, vision, lexicon, readingWords, chatLines, chatWords, chatCues, stylingSentences, stylingProse, garmentNames, trendTexts, trendTags, tipTexts,
  noOutfit, penalties, packingWords, closet, accessorySentences, addressForms: null,
};
