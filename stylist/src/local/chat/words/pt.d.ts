import type { ChatWords } from './types';
export declare const pt: ChatWords;
