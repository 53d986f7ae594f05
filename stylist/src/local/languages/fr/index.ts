import type { TranslatedCatalogue } from '../catalogue';
import { accessorySentences } from './accessory-sentences';
import { chatCues } from './chat-cues';
import { closet } from './closet';
import { facts } from './facts';
import { noOutfit } from './no-outfit';
import { fr as chatLines } from './chat-lines';
import { fr as chatWords } from './chat-words';
import { fr as garmentNames } from './garment-names';
import { fr as lexicon } from './lexicon';
import { penalties } from './penalties';
import { readingWords } from './reading-words';
import { packingWords } from './packing-words';
import { fr as rating } from './rating';
import { fr as stylingProse } from './styling-prose';
import { fr as stylingSentences } from './styling-sentences';
import { fr as tipTexts } from './tip-texts';
import { fr as trendTexts } from './trend-names';
import { fr as trendTags } from './trend-tags';
import { fr as vision } from './vision';

export const catalogue: TranslatedCatalogue = {
  facts, rating, vision, lexicon, readingWords, chatLines, chatWords, chatCues, stylingSentences, stylingProse, garmentNames, trendTexts, trendTags, tipTexts,
  noOutfit, penalties, packingWords, closet, accessorySentences, addressForms: null,
};
