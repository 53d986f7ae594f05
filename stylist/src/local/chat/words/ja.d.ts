import type { ChatWords } from './types';
export declare const ja: ChatWords;
