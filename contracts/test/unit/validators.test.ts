import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { CreateRatingBody, StylistAnswer, validatorOf } from '@fitrater/contracts';

const part = { status: 'visible', rating: 7, description: 'fine' };
const answer = { overallRating: 7.5, emoji: '👍', summary: 'Good', feedback: 'Good fit.', confidence: 0.8, components: { top: part, bottom: part, footwear: part, accessories: part } };

describe('validatorOf', () => {
  it('compiles a schema once and keeps it', () => {
    expect(validatorOf(StylistAnswer)).toBe(validatorOf(StylistAnswer));
    expect(validatorOf(CreateRatingBody)).not.toBe(validatorOf(StylistAnswer));
  });

  it('agrees with Value.Check on valid and invalid values', () => {
    const wrong = [
      { ...answer, overallRating: 11 },
      { ...answer, emoji: '' },
      { ...answer, components: { ...answer.components, top: { ...part, status: 'maybe' } } },
      { ...answer, confidence: undefined },
      null,
      'text',
    ];
    expect(validatorOf(StylistAnswer).Check(answer)).toBe(true);
    for (const value of wrong) {
      expect(validatorOf(StylistAnswer).Check(value)).toBe(false);
      expect(Value.Check(StylistAnswer, value)).toBe(false);
    }
    expect(validatorOf(CreateRatingBody).Check({ occasion: 'work', description: 'navy suit' })).toBe(true);
    expect(validatorOf(CreateRatingBody).Check({ occasion: 'work', extra: 1 })).toBe(false);
    expect(validatorOf(CreateRatingBody).Check({ description: 'no occasion' })).toBe(false);
  });

  it('cleans properties the schema does not know', () => {
    expect(validatorOf(StylistAnswer).Clean({ ...answer, extra: 'dropped' })).toEqual(answer);
  });
});
