import type { Language } from '@fitrater/contracts';
import { ar } from '../../languages/ar/chat-words';
import { ja } from '../../languages/ja/chat-words';
import { ko } from '../../languages/ko/chat-words';
import type { ChatWords } from './types';
import { zh } from '../../languages/zh/chat-words';
import { CATALOGUES, tablesOf } from '../../languages/registry';

/** One word set per language; a language missing here (or a key missing in one) does not compile. */
export const CHAT_WORDS: Record<Language, ChatWords> = { ...tablesOf(CATALOGUES, 'chatWords'), zh, ja, ko, ar };
