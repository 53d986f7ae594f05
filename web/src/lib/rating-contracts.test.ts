import { describe, expect, it } from 'vitest';
import * as contracts from '@fitrater/contracts';
import * as mirror from './rating-contracts';

/** The browser-side mirrors never drift from the shared contracts. */
describe('rating contract mirrors', () => {
  it('match the contracts value for value', () => {
    expect(mirror.RATING_COMPONENTS).toEqual(contracts.RATING_COMPONENTS);
    expect(mirror.RATING_STAGES).toEqual(contracts.RATING_STAGES);
    expect(mirror.STAGE_PERCENT).toEqual(contracts.STAGE_PERCENT);
    expect(mirror.DESCRIPTION_MAX_LENGTH).toBe(contracts.DESCRIPTION_MAX_LENGTH);
    expect(mirror.CUSTOM_OCCASION_MAX_LENGTH).toBe(contracts.CUSTOM_OCCASION_MAX_LENGTH);
    expect(mirror.INSIGHTS_MIN_OUTFITS).toBe(contracts.INSIGHTS_MIN_OUTFITS);
    expect([...mirror.ACHIEVEMENT_IDS]).toEqual(contracts.ACHIEVEMENTS.map((a) => a.id));
    expect([...mirror.OCCASION_GROUP_IDS]).toEqual(Object.keys(contracts.OCCASION_GROUPS));
  });
});
