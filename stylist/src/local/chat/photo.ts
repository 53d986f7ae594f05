import type { RatingOccasion } from '@fitrater/contracts';
import type { ChatInput } from '../../chat-types';
import type { Planner } from './plan';
import { judge, measure, write, type LocalStylistOptions, type PreparedImage } from './rater';

type Occasion = Exclude<RatingOccasion, 'custom'>;

/**
 * Feedback on the attached photo: the rating engine's own measurement, verdict and words (an
 * explicit photo is refused there), so the chat says what a rating of the same photo says.
 */
export async function photoAnswer(p: Planner, input: ChatInput & { image: PreparedImage }, occasion: Occasion, options: LocalStylistOptions, signal?: AbortSignal): Promise<string[]> {
  const description = input.message === '(image)' ? null : input.message;
  const stylistInput = { image: input.image, description, occasion, customOccasion: null, language: input.language };
  const signals = await measure(stylistInput, options, { signal });
  const answer = write(stylistInput, signals, judge(signals));
  const sentences = answer.feedback.split(/(?<=[.!?。！？])\s*/u).filter(Boolean);
  // The one change to make: "keep it as it is" under a piece that works is no advice after "one or two details would help".
  const keep: readonly string[] = p.pack.phrases['sugg.keep'];
  const suggestion = Object.values(answer.components).flatMap((c) => c.suggestions ?? []).find((s) => !keep.includes(s));
  // The summary already says the feedback's point about the pieces (its second sentence is the first of the feedback's
  // notes, in other words): after it, only what the photo shows, so the answer does not say its anchor twice.
  return [p.say('photo.score', { score: p.score(answer.overallRating), occasion: p.occasion(occasion) }), answer.summary, ...sentences.slice(0, 1), ...(suggestion ? [suggestion] : [])];
}
