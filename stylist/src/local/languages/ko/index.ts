import type { TranslatedCatalogue } from '../catalogue';
import { accessorySentences } from './accessory-sentences';
import { chatCues } from './chat-cues';
import { closet } from './closet';
import { facts } from './facts';
import { noOutfit } from './no-outfit';
import { ko as chatLines } from './chat-lines';
import { ko as chatWords } from './chat-words';
import { ko as garmentNames } from './garment-names';
import { ko as lexicon } from './lexicon';
import { penalties } from './penalties';
import { readingWords } from './reading-words';
import { packingWords } from './packing-words';
import { ko as rating } from './rating';
import { ko as stylingProse } from './styling-prose';
import { ko as stylingSentences } from './styling-sentences';
import { ko as tipTexts } from './tip-texts';
import { ko as trendTexts } from './trend-names';
import { ko as trendTags } from './trend-tags';
import { ko as vision } from './vision';

export const catalogue: TranslatedCatalogue = {
  facts, rating, vision, lexicon, readingWords, chatLines, chatWords, chatCues, stylingSentences, stylingProse, garmentNames, trendTexts, trendTags, tipTexts,
  noOutfit, penalties, packingWords, closet, accessorySentences, addressForms: null,
};
