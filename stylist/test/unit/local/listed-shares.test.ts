import { describe, expect, it } from 'vitest';
import { listedShares } from '../../../src/local/writing/vision';
import type { PaletteColour } from '../../../src/local/colour/palette-colour';

const colour = (id: string, share: number) => ({ id, share }) as unknown as PaletteColour;

describe("a piece's measured colours as its line lists them", () => {
  it('never lists a colour that rounds to 0 % or is only a trace', () => {
    expect(listedShares([colour('charcoal', 0.66), colour('lightgrey', 0.337), colour('grey', 0.003)]))
      .toEqual([{ id: 'charcoal', percent: 66 }, { id: 'lightgrey', percent: 34 }]);
    expect(listedShares([colour('white', 0.96), colour('grey', 0.04)])).toEqual([{ id: 'white', percent: 96 }]);
  });

  it('keeps the main colour and up to two more that cover a real part of the piece', () => {
    expect(listedShares([colour('white', 0.8), colour('grey', 0.2)])).toEqual([{ id: 'white', percent: 80 }, { id: 'grey', percent: 20 }]);
    expect(listedShares([colour('navy', 0.5), colour('white', 0.3), colour('red', 0.15), colour('yellow', 0.05)]))
      .toEqual([{ id: 'navy', percent: 50 }, { id: 'white', percent: 30 }, { id: 'red', percent: 15 }]);
    expect(listedShares([colour('black', 1)])).toEqual([{ id: 'black', percent: 100 }]);
  });
});
