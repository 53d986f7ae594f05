import { describe, expect, it } from 'vitest';
import { analyse } from '../../../src/local/vision/analyse';
import { lowerBodyFromMask } from '../../../src/local/vision/lower-body-from-mask';
import type { Detections } from '../../../src/local/vision/types';
import { drawFigure, maskOf, pose, type FigureOptions } from './figure';

const NO_LEGS = ['leftKnee', 'rightKnee', 'leftAnkle', 'rightAnkle'] as const;
/** A white tablecloth across the whole frame from just under the figure's hips (y 252) down. */
const CLOTH = '<rect x="0" y="262" width="384" height="250" fill="#f4f4f2"/>';

/**
 * The figure as the mask model segments a person behind a table: the whole figure above the
 * table, and below its edge only the column between the forearms, where the cloth covers the lap
 * (the model takes that part of the cloth for the person; the cloth beside the body is background).
 */
async function behindTable(o: FigureOptions, lap: (x: number, y: number) => boolean): Promise<Detections> {
  // The silhouette from the same figure on a background no garment has.
  const silhouette = maskOf(await drawFigure({ ...o, extra: '', background: '#ff00ff' })).mask!;
  const mask = new Float32Array(silhouette.length);
  for (let i = 0; i < mask.length; i++) {
    const x = i % 384; const y = Math.floor(i / 384);
    mask[i] = y < 262 ? silhouette[i]! : lap(x, y) ? 1 : 0;
  }
  return { persons: [pose({ hidden: [...NO_LEGS] })], explicit: null, mask, maskWidth: 384, maskHeight: 512 };
}

const lapColumn = (x: number, y: number): boolean => x >= 150 && x < 234 && y < 420;

describe('a table or counter in front of a seated person', () => {
  it('a lap-shaped column of tablecloth the mask took for the person is not the lower half', async () => {
    const o: FigureOptions = { top: '#2b2b2b', bottom: '#1c2841', background: '#3a2f28', extra: CLOTH };
    const img = await drawFigure(o);
    const r = analyse(img, await behindTable(o, lapColumn));
    expect(r.regions.top?.palette[0]?.id).toBeDefined();
    expect(r.regions.bottom).toBeUndefined();
  });

  it('the lap above the table is kept, and the reading stops at the table\'s edge', () => {
    // Dark room, dark jacket down to the lap at y 110, then a white cloth across the frame; the
    // mask holds the torso and, below the cloth's edge, a column between the arms.
    const W = 200; const H = 200;
    const onPerson = (x: number, y: number): boolean => (x >= 80 && x < 120 && y < 110) || (x >= 85 && x < 115 && y >= 110 && y < 170);
    const lab = (_x: number, y: number) => (y >= 110 ? { L: 0.95, a: 0, b: 0.005 } : { L: 0.2, a: 0, b: -0.01 });
    const input = { width: W, height: H, leftHip: { x: 112, y: 95 }, rightHip: { x: 88, y: 95 }, shoulders: { x: 100, y: 25 }, shoulderW: 40 };
    const shape = lowerBodyFromMask({ ...input, weight: (x, y) => (onPerson(x, y) ? 1 : 0), lab });
    expect(shape).not.toBeNull();
    expect(shape!.inside(100, 105)).toBe(true);
    expect(shape!.inside(100, 130)).toBe(false);
    // Without the colours (the old reading) the column was taken whole.
    expect(lowerBodyFromMask({ ...input, weight: (x, y) => (onPerson(x, y) ? 1 : 0) })!.inside(100, 130)).toBe(true);
  });

  it('one side is enough: a bread basket on the table beside the body hides the cloth there', () => {
    const W = 200; const H = 200;
    const onPerson = (x: number, y: number): boolean => (x >= 80 && x < 120 && y < 100) || (x >= 85 && x < 115 && y >= 100 && y < 170);
    const basket = { L: 0.7, a: 0.03, b: 0.09 };
    const lab = (x: number, y: number) => (y < 100 ? { L: 0.2, a: 0, b: 0 } : x < 85 ? basket : { L: 0.95, a: 0, b: 0 });
    const shape = lowerBodyFromMask({
      width: W, height: H, weight: (x, y) => (onPerson(x, y) ? 1 : 0), lab,
      leftHip: { x: 112, y: 97 }, rightHip: { x: 88, y: 97 }, shoulders: { x: 100, y: 27 }, shoulderW: 40,
    });
    expect(shape).toBeNull();
  });

  it('white trousers against a white wall are a lap, not a table: no edge between the backdrop and the surface', async () => {
    const o: FigureOptions = { top: '#2b2b2b', bottom: '#f4f4f2', background: '#f4f4f2' };
    const img = await drawFigure(o);
    const det = await behindTable(o, (x, y) => x >= 146 && x < 238 && y < 438);
    const r = analyse(img, det);
    expect(['white', 'ivory', 'lightgrey']).toContain(r.regions.bottom?.palette[0]?.id);
  });

  it('navy trousers seated in front of a white cloth behind them are read: the lap is not the colour beside it', async () => {
    const o: FigureOptions = { top: '#f2f2f2', bottom: '#1c2841', background: '#3a2f28', extra: '<rect x="0" y="262" width="140" height="250" fill="#f4f4f2"/><rect x="244" y="262" width="140" height="250" fill="#f4f4f2"/>' };
    const img = await drawFigure(o);
    const r = analyse(img, await behindTable(o, (x, y) => x >= 146 && x < 238 && y < 438));
    expect(r.regions.bottom?.palette[0]?.id).toBe('navy');
  });
  it('a cloth about as far from the backdrop as the edge line needs moves the lap a little, never all or nothing', () => {
    // Dark room behind the torso; from the hips (y 100) down a surface `d` (OKLab) from it, beside
    // the column and in it. At one line (0.12) the lap was whole at 0.119 and gone at 0.121.
    const W = 200; const H = 200;
    const onPerson = (x: number, y: number): boolean => (x >= 80 && x < 120 && y < 100) || (x >= 85 && x < 115 && y >= 100 && y < 170);
    const sure = (d: number): number => {
      const lab = (_x: number, y: number) => (y >= 100 ? { L: 0.3 + d, a: 0, b: 0 } : { L: 0.3, a: 0, b: 0 });
      const shape = lowerBodyFromMask({ width: W, height: H, weight: (x, y) => (onPerson(x, y) ? 1 : 0), lab, leftHip: { x: 112, y: 97 }, rightHip: { x: 88, y: 97 }, shoulders: { x: 100, y: 27 }, shoulderW: 40 });
      return shape?.sure ?? 0;
    };
    expect(sure(0.09)).toBe(1);
    expect(sure(0.15)).toBe(0);
    for (let d = 0.09; d < 0.15; d += 0.001) expect(Math.abs(sure(d + 0.001) - sure(d)), `${d}`).toBeLessThan(0.35);
  });
});
