import type { ChatWords } from './types';
export declare const en: ChatWords;
