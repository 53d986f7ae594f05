import type { ChatWords } from './types';
export declare const ko: ChatWords;
