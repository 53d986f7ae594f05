import { describe, expect, it } from 'vitest';
import { hemRows } from '../../../src/local/vision/hem';
import { seeFigure } from './figure';

const rows = (spec: [number, number, number][]): { own: number; fabric: number }[] =>
  spec.flatMap(([n, own, fabric]) => Array.from({ length: n }, () => ({ own, fabric })));

describe('bare legs are skin: the lower garment runs from the hips to its hem', () => {
  it('a mini skirt: the rows of fabric under the hips, not the dark pixels between the shins below', () => {
    expect(hemRows(rows([[20, 40, 36], [60, 30, 2], [10, 30, 14], [10, 30, 2]]))).toBe(20);
  });

  it('hands at the hips before the skirt begins do not hide it', () => {
    expect(hemRows(rows([[8, 30, 2], [30, 40, 34], [62, 30, 1]]))).toBe(38);
  });

  it('legs bare from the hips down (shorts hidden by a raised knee): nothing of the lower garment shows', () => {
    expect(hemRows(rows([[40, 50, 6], [20, 50, 20], [40, 50, 5]]))).toBe(0);
  });

  it('rows the mask leaves empty neither start nor end the garment', () => {
    expect(hemRows(rows([[20, 40, 36], [6, 0, 0], [20, 40, 36], [54, 30, 1]]))).toBe(46);
  });
});

describe('a drawn person with bare legs', () => {
  // Dark stair edges behind the legs, joined to the figure (a person mask lets them in).
  const stairs = '#4a3426';

  it('a red top over bare legs on stairs: no camel or brown garment is made of the legs and the stairs', async () => {
    const report = await seeFigure({ top: '#c8202a', bottom: '#c99b7a', shoes: '#151515', extra: `<rect x="146" y="330" width="92" height="8" fill="${stairs}"/><rect x="146" y="390" width="92" height="8" fill="${stairs}"/>` });
    expect(report.regions.top!.palette[0]!.id).toBe('red');
    expect(report.regions.bottom).toBeUndefined();
  });

  it('a skirt over bare legs on stairs: the skirt starts at the hips, so it is read, named by its colour', async () => {
    const report = await seeFigure({ top: '#f6f6f4', bottom: '#1c2841', bottomLength: 'skirt', extra: `<rect x="146" y="350" width="92" height="10" fill="${stairs}"/><rect x="146" y="400" width="92" height="10" fill="${stairs}"/>` });
    expect(report.regions.bottom!.palette[0]!.id).toBe('navy');
  });

  it('camel trousers stay a garment: skin\'s colour range, but not the wearer\'s own skin in light and shade', async () => {
    const report = await seeFigure({ top: '#f6f6f4', bottom: '#c19a6b', skin: '#8d5524' });
    expect(report.regions.bottom!.palette[0]!.id).toBe('camel');
  });
});
