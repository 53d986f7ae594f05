import type { Language } from '@fitrater/contracts';
import { ar } from '../../languages/ar/chat-words';
import { de } from '../../languages/de/chat-words';
import { en } from '../../languages/en/chat-words';
import { es } from '../../languages/es/chat-words';
import { fr } from '../../languages/fr/chat-words';
import { it } from '../../languages/it/chat-words';
import { ja } from '../../languages/ja/chat-words';
import { ko } from '../../languages/ko/chat-words';
import { pt } from '../../languages/pt/chat-words';
import type { ChatWords } from './types';
import { zh } from '../../languages/zh/chat-words';

/** One word set per language; a language missing here (or a key missing in one) does not compile. */
export const CHAT_WORDS: Record<Language, ChatWords> = { en, es, fr, de, it, pt, zh, ja, ko, ar };
