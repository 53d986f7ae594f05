import { describe, expect, it } from 'vitest';
import { readDescription } from '../../../src/local/signals/text';

// Gold and silver go with every colour: a stylist puts gold jewellery beside burgundy without a
// second thought, while a mustard bag beside it is a second hue to reckon with.
describe('gold named in words is a metal', () => {
  it('sits beside burgundy as a neutral, where mustard is a second hue', () => {
    const gold = readDescription('burgundy dress with black heels and a gold clutch')!.harmony!;
    const mustard = readDescription('burgundy dress with black heels and a mustard clutch')!.harmony!;
    expect(gold.type).not.toBe('clash');
    expect(gold.felt.clash).toBe(0);
    expect(mustard.accents).toContain('mustard');
    expect(gold.accents).not.toContain('gold');
  });
});
