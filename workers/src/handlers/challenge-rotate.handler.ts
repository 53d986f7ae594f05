import { rotateChallenges } from '@fitrater/core';
import type { JobHandler } from './types';

/** Closes ended challenges (winner + badge) and opens the week's challenge; safe to run twice. */
export const challengeRotateHandler: JobHandler<'challenge.rotate'> = async ({ week }, { ctx }) => {
  const monday = new Date(`${week}T00:00:00Z`);
  // A job for a past week (delayed or retried) still only opens that week's row and closes what has ended by now.
  const at = new Date(Math.max(monday.getTime(), Math.min(ctx.now().getTime(), monday.getTime() + 7 * 86_400_000 - 1)));
  return rotateChallenges(ctx, at);
};
