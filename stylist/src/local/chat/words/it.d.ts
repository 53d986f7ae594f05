import type { ChatWords } from './types';
export declare const it: ChatWords;
