import { roundScore, type StylistAnswer } from '@fitrater/contracts';
import { emojiFor } from '../local';

/**
 * The final rating: the built-in engine's deterministic score and the model's, weighted
 * (`localWeight` for the built-in one), so asking again cannot swing the score by more than the
 * model's share. The words (summary, feedback, components, in the member's language) are the
 * model's; the emoji follows the blended score.
 */
export function blendAnswers(local: StylistAnswer, model: StylistAnswer, localWeight: number): StylistAnswer {
  const overallRating = roundScore(localWeight * local.overallRating + (1 - localWeight) * model.overallRating);
  return { ...model, overallRating, emoji: emojiFor(overallRating) };
}
