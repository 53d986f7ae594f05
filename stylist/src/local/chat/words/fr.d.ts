import type { ChatWords } from './types';
export declare const fr: ChatWords;
