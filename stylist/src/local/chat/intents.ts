import type { Entities } from './entities';

/** The computed answers' kinds (plan.ts); the chat's understanding of a message is in understand/. */
export type Intent = 'photo' | 'greeting' | 'thanks' | 'history' | 'trends' | 'pick' | 'pair' | 'style' | 'occasion' | 'noPhoto' | 'fallback';

export interface Understood {
  intent: Intent;
  entities: Entities;
  /** Garments from earlier turns the question builds on ("…and with white sneakers?"). */
  base: Entities['garments'];
}

