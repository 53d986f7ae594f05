import type { Language } from '@fitrater/contracts';
import type { ChatLines } from './types';
import { CATALOGUES, tablesOf } from '../../languages/registry';

/** One set of answer lines per language; a language missing here (or a key missing in one) does not compile. */
export const CHAT_LINES: Record<Language, ChatLines> = tablesOf(CATALOGUES, 'chatLines');
