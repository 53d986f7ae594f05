import type { Language } from '@fitrater/contracts';
import { ar } from '../../languages/ar/chat-lines';
import { ja } from '../../languages/ja/chat-lines';
import { ko } from '../../languages/ko/chat-lines';
import type { ChatLines } from './types';
import { zh } from '../../languages/zh/chat-lines';
import { CATALOGUES, tablesOf } from '../../languages/registry';

/** One set of answer lines per language; a language missing here (or a key missing in one) does not compile. */
export const CHAT_LINES: Record<Language, ChatLines> = { ...tablesOf(CATALOGUES, 'chatLines'), zh, ja, ko, ar };
