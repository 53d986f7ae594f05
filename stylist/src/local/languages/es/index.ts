import type { TranslatedCatalogue } from '../catalogue';
import { accessorySentences } from './accessory-sentences';
import { chatCues } from './chat-cues';
import { closet } from './closet';
import { facts } from './facts';
import { noOutfit } from './no-outfit';
import { es as chatLines } from './chat-lines';
import { es as chatWords } from './chat-words';
import { es as garmentNames } from './garment-names';
import { es as lexicon } from './lexicon';
import { penalties } from './penalties';
import { readingWords } from './reading-words';
import { packingWords } from './packing-words';
import { es as rating } from './rating';
import { es as stylingProse } from './styling-prose';
import { es as stylingSentences } from './styling-sentences';
import { es as tipTexts } from './tip-texts';
import { es as trendTexts } from './trend-names';
import { es as trendTags } from './trend-tags';
import { es as vision } from './vision';

export const catalogue: TranslatedCatalogue = {
  facts, rating, vision, lexicon, readingWords, chatLines, chatWords, chatCues, stylingSentences, stylingProse, garmentNames, trendTexts, trendTags, tipTexts,
  noOutfit, penalties, packingWords, closet, accessorySentences, addressForms: null,
};
