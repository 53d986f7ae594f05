import { STYLING_OCCASION_IDS } from '@fitrater/contracts';
import { storiesFor } from './palette';

/**
 * Computes the colour stories of every occasion before the first question needs them: the first
 * chat answer or generated outfit for an occasion otherwise pays 20–200 ms of palette judging.
 * One occasion per macrotask, so jobs that arrive meanwhile are not held behind the whole set.
 */
export async function warmStylingKnowledge(): Promise<void> {
  for (const occasion of STYLING_OCCASION_IDS) {
    await new Promise<void>((resolve) => setImmediate(resolve));
    storiesFor(occasion);
  }
}
