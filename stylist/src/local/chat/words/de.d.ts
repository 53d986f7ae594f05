import type { ChatWords } from './types';
export declare const de: ChatWords;
