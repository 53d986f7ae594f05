import type { ChatWords } from './types';
export declare const ar: ChatWords;
