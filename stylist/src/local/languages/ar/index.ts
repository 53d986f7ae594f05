import type { TranslatedCatalogue } from '../catalogue';
import { answerInAddressForm as addressForms } from './grammar';
import { accessorySentences } from './accessory-sentences';
import { chatCues } from './chat-cues';
import { closet } from './closet';
import { facts } from './facts';
import { noOutfit } from './no-outfit';
import { ar as chatLines } from './chat-lines';
import { ar as chatWords } from './chat-words';
import { ar as garmentNames } from './garment-names';
import { ar as lexicon } from './lexicon';
import { penalties } from './penalties';
import { readingWords } from './reading-words';
import { arPackingWords as packingWords } from './packing-words';
import { ar as rating } from './rating';
import { ar as stylingProse } from './styling-prose';
import { ar as stylingSentences } from './styling-sentences';
import { ar as arTipTexts } from './tip-texts';
import { ar as trendTexts } from './trend-names';
import { ar as trendTags } from './trend-tags';
import { ar as vision } from './vision';

/** Tips of the day are shown to everyone, so their address marks take the neutral form once, here. */
const tipTexts = addressForms(arTipTexts);

export const catalogue: TranslatedCatalogue = {
  facts, rating, vision, lexicon, readingWords, chatLines, chatWords, chatCues, stylingSentences, stylingProse, garmentNames, trendTexts, trendTags, tipTexts,
  noOutfit, penalties, packingWords, closet, accessorySentences, addressForms,
};
