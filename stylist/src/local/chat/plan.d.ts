import type { RatingOccasion } from '@fitrater/contracts';
import type { ChatInput } from '../../chat-types';
import type { Understood } from './intents';
import { type Piece } from './outfits';
import { Writer, type LanguagePack, type Verdict } from './rater';
import type { ChatKey, ChatWords } from './words/types';
type Occasion = Exclude<RatingOccasion, 'custom'>;
/** Writes one answer's sentences (without the voice) in one language. */
export declare class Planner {
    readonly pack: LanguagePack;
    readonly words: ChatWords;
    readonly seed: string;
    readonly rater: Writer;
    private used;
    constructor(pack: LanguagePack, words: ChatWords, seed: string, occasion: Occasion | null);
    say(key: ChatKey, values?: Record<string, string | number>): string;
    piece(p: Piece): string;
    pieces(list: readonly Piece[]): string;
    occasion(o: Occasion): string;
    score(n: number): string;
    /** The rating engine's own sentences for what does not fit, and for the colours. */
    reasons(verdict: Verdict, max?: number): string[];
}
/** The answer's content sentences for everything but a photo (see photo.ts). */
export declare function planAnswer(p: Planner, u: Understood, input: ChatInput): string[];
export {};
