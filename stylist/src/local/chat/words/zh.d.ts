import type { ChatWords } from './types';
export declare const zh: ChatWords;
