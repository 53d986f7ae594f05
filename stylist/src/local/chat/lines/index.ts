import type { Language } from '@fitrater/contracts';
import { ar } from '../../languages/ar/chat-lines';
import { de } from '../../languages/de/chat-lines';
import { en } from '../../languages/en/chat-lines';
import { es } from '../../languages/es/chat-lines';
import { fr } from '../../languages/fr/chat-lines';
import { it } from '../../languages/it/chat-lines';
import { ja } from '../../languages/ja/chat-lines';
import { ko } from '../../languages/ko/chat-lines';
import { pt } from '../../languages/pt/chat-lines';
import type { ChatLines } from './types';
import { zh } from '../../languages/zh/chat-lines';

/** One set of answer lines per language; a language missing here (or a key missing in one) does not compile. */
export const CHAT_LINES: Record<Language, ChatLines> = { en, es, fr, de, it, pt, zh, ja, ko, ar };
