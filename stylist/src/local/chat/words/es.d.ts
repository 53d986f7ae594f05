import type { ChatWords } from './types';
export declare const es: ChatWords;
