import type { RatingOccasion } from '@fitrater/contracts';
import type { ChatInput } from '../../chat-types';
import type { Planner } from './plan';
import { type LocalStylistOptions, type PreparedImage } from './rater';
type Occasion = Exclude<RatingOccasion, 'custom'>;
/**
 * Feedback on the attached photo: the rating engine's own measurement, verdict and words (an
 * explicit photo is refused there), so the chat says what a rating of the same photo says.
 */
export declare function photoAnswer(p: Planner, input: ChatInput & {
    image: PreparedImage;
}, occasion: Occasion, options: LocalStylistOptions, signal?: AbortSignal): Promise<string[]>;
export {};
