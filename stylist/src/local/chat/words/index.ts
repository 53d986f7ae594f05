import type { Language } from '@fitrater/contracts';
import type { ChatWords } from './types';
import { CATALOGUES, tablesOf } from '../../languages/registry';

/** One word set per language; a language missing here (or a key missing in one) does not compile. */
export const CHAT_WORDS: Record<Language, ChatWords> = tablesOf(CATALOGUES, 'chatWords');
