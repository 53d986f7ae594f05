import type { Entities } from './entities';
import type { GarmentId } from './rater';

/** The computed answers' kinds (plan.ts); the chat's understanding of a message is in understand/. */
export type Intent = 'photo' | 'greeting' | 'thanks' | 'history' | 'trends' | 'pick' | 'pair' | 'style' | 'occasion' | 'noPhoto' | 'fallback';

export interface Understood {
  intent: Intent;
  entities: Entities;
  /** Garments from earlier turns the question builds on ("…and with white sneakers?"). */
  base: Entities['garments'];
  /** A yes/no question ("Does a black blazer go with black shoes?"): the answer opens with yes or no. */
  yesNo?: boolean;
  /** The yes/no question asks "is it too much?": yes means it fails. */
  tooMuch?: boolean;
  /** Asks whether it is wrong: the yes or no said first is turned round. */
  wrong?: boolean;
  /** The garments a pick chooses among, when the question names the item ("what jacket…", "which belt…"); any of `asksFor` otherwise. */
  asksAmong?: readonly GarmentId[];
  /** The colour of this piece is asked ("what colour sneakers?"): the pick is the piece in its best colours. */
  colourOf?: GarmentId;
  /**
   * Garments the conversation has named (the member's messages and the last answer): a piece the pick sets against the
   * answer ("the sneakers are too casual for a date") is said only when one of these, never one nobody mentioned.
   */
  named?: ReadonlySet<GarmentId>;
}

