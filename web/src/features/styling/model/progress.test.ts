import { describe, expect, it } from 'vitest';
import { advance, START } from './progress';

describe('styling progress', () => {
  it('moves forward only', () => {
    const composing = advance(START, { stage: 'composing', percent: 50 });
    expect(composing).toEqual({ stage: 'composing', percent: 50 });
    expect(advance(composing, { stage: 'reading', percent: 20 })).toBe(composing);
    expect(advance(composing, { stage: 'done', percent: 100 }).stage).toBe('done');
  });
});
