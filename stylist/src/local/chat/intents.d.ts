import type { ChatTurn } from '../../chat-types';
import { type Entities } from './entities';
export type Intent = 'photo' | 'greeting' | 'thanks' | 'history' | 'trends' | 'pick' | 'pair' | 'style' | 'occasion' | 'noPhoto' | 'fallback';
export interface Understood {
    intent: Intent;
    entities: Entities;
    /** Garments from earlier turns the question builds on ("…and with white sneakers?"). */
    base: Entities['garments'];
}
/**
 * What is asked, with the entities it is about. A short follow-up borrows the occasion, weather
 * and garments of the last user turns that had them, so "and with white sneakers?" is understood.
 */
export declare function understand(message: string, hasImage: boolean, history: readonly ChatTurn[], followUpWords: string): Understood;
