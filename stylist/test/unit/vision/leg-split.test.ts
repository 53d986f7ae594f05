import { describe, expect, it } from 'vitest';
import { legSplit, onePieceFrom } from '../../../src/local/vision/leg-split';

const W = 100; const H = 200;
function mask(...rects: [number, number, number, number][]): (x: number, y: number) => number {
  const m = new Float32Array(W * H);
  for (const [x0, y0, x1, y1] of rects) for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) m[y * W + x] = 1;
  return (x, y) => m[y * W + x]!;
}
const body = { width: W, height: H, leftHip: { x: 62, y: 100 }, rightHip: { x: 38, y: 100 }, torso: 60 };

describe('two legs or a skirt, from the person mask below the crotch', () => {
  it('trousers: the background shows between the legs', () => {
    expect(legSplit({ ...body, weight: mask([30, 40, 70, 110], [30, 110, 48, 190], [52, 110, 70, 190]) })).toBe('twoLegs');
  });

  it('a skirt fills the space between the legs down to its hem, bare legs split below it', () => {
    expect(legSplit({ ...body, weight: mask([30, 40, 70, 130], [32, 130, 46, 190], [54, 130, 68, 190]) })).toBe('filled');
  });

  it('a person seen from the side (hips one behind the other) cannot say', () => {
    expect(legSplit({ ...body, leftHip: { x: 52, y: 100 }, rightHip: { x: 48, y: 100 }, weight: mask([30, 40, 70, 190]) })).toBeNull();
  });
});

describe('one piece or separates, with the legs', () => {
  const w = { sameFabric: true, waist: null, legs: null, topShare: 0.9, bottomShare: 0.9 } as const;

  it('a waist too covered to read: split legs say a top and trousers of one colour', () => {
    expect(onePieceFrom({ ...w, legs: 'twoLegs' })).toBe(false);
    expect(onePieceFrom(w)).toBe(true);
  });

  it('the waist, when it can be read, decides: a jumpsuit\'s fabric runs through it though its legs split', () => {
    expect(onePieceFrom({ ...w, waist: true, legs: 'twoLegs' })).toBe(true);
    expect(onePieceFrom({ ...w, waist: false, legs: 'filled' })).toBe(false);
  });

  it('two fabrics are never one piece', () => {
    expect(onePieceFrom({ ...w, sameFabric: false, waist: true, legs: 'filled' })).toBe(false);
  });
});
