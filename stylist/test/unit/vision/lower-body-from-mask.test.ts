import { describe, expect, it } from 'vitest';
import { impliedHips } from '../../../src/local/vision/implied-joints';
import { lowerBodyFromMask } from '../../../src/local/vision/lower-body-from-mask';
import { pose, seeFigure } from './figure';

const NO_LEGS = ['leftKnee', 'rightKnee', 'leftAnkle', 'rightAnkle'] as const;

describe('the lower half from the person mask when the pose misses the legs', () => {
  it('trousers below hips the pose found, with no knee or ankle, are read from the mask', async () => {
    const r = await seeFigure({ top: '#f2f2f2', bottom: '#1c2841' }, [pose({ hidden: [...NO_LEGS] })]);
    expect(r.regions.bottom?.palette[0]?.id).toBe('navy');
    expect(r.onePiece).toBe(false);
  });

  it('a dress of one fabric over the waist is still one piece when the legs are lost', async () => {
    const r = await seeFigure({ top: '#5f6b2e', bottom: '#5f6b2e', bottomLength: 'skirt' }, [pose({ hidden: [...NO_LEGS] })]);
    expect(['olive', 'khaki', 'green']).toContain(r.regions.bottom?.palette[0]?.id);
    expect(r.onePiece).toBe(true);
  });

  it('with the hips lost too, the hip line at a torso\'s length below the shoulders still finds the trousers', async () => {
    const r = await seeFigure({ top: '#f2f2f2', bottom: '#7a1a2e' }, [pose({ hidden: ['leftHip', 'rightHip', ...NO_LEGS] })]);
    expect(['burgundy', 'wine']).toContain(r.regions.bottom?.palette[0]?.id);
  });

  it('says nothing about a lower half when the mask stops at the hips (only shoes, apart from the body, below)', async () => {
    // Legs the background's colour: the mask ends with the top; the shoes are not joined to the body.
    const r = await seeFigure({ top: '#f2f2f2', bottom: '#e9e6e1' }, [pose({ hidden: [...NO_LEGS] })]);
    expect(r.regions.bottom).toBeUndefined();
  });

  it('follows thighs that go sideways (seated) but never a block of mask not joined to the body', () => {
    const W = 200; const H = 200;
    // Torso column x 80–120 down to y 100; a seated lap: thighs from x 80 to 170 for y 100–130;
    // a cushion at x 180–199 beside it with a gap.
    const on = (x: number, y: number): boolean =>
      (x >= 80 && x < 120 && y < 100) || (x >= 80 && x < 170 && y >= 100 && y < 130) || (x >= 180 && y >= 100 && y < 130);
    const shape = lowerBodyFromMask({
      width: W, height: H, weight: (x, y) => (on(x, y) ? 1 : 0),
      leftHip: { x: 112, y: 100 }, rightHip: { x: 88, y: 100 }, shoulders: { x: 100, y: 30 }, shoulderW: 40,
    });
    expect(shape).not.toBeNull();
    expect(shape!.inside(160, 115)).toBe(true);
    expect(shape!.inside(190, 115)).toBe(false);
    expect(shape!.inside(100, 140)).toBe(false);
  });

  it('stops where a table in front of a seated person takes the mask over: a band past both shoulders', () => {
    const W = 200; const H = 200;
    // Torso column x 80–120 down to the lap at y 110; a table's band from x 10 to 190, y 110–170,
    // joined to the body (the mask model segments the person with the table against him).
    const table = (x: number, y: number): boolean => x >= 10 && x < 190 && y >= 110 && y < 170;
    const on = (x: number, y: number): boolean => (x >= 80 && x < 120 && y < 110) || table(x, y);
    const input = { width: W, height: H, leftHip: { x: 112, y: 100 }, rightHip: { x: 88, y: 100 }, shoulders: { x: 100, y: 30 }, shoulderW: 40 };
    const shape = lowerBodyFromMask({ ...input, weight: (x, y) => (on(x, y) ? 1 : 0) });
    // The lap above the table is read; the tablecloth is not.
    expect(shape).not.toBeNull();
    expect(shape!.inside(100, 105)).toBe(true);
    expect(shape!.inside(100, 130)).toBe(false);
    expect(shape!.inside(30, 130)).toBe(false);
    // The table right at the hip line: nothing of the lower half is seen.
    const high = (x: number, y: number): boolean => (x >= 80 && x < 120 && y < 102) || (x >= 10 && x < 190 && y >= 102 && y < 170);
    expect(lowerBodyFromMask({ ...input, weight: (x, y) => (high(x, y) ? 1 : 0) })).toBeNull();
  });

  it('a seated man behind a table with a white cloth has no lower half', async () => {
    // The cloth covers everything from just under the hips down, wider than the man on both sides.
    const table = '<rect x="20" y="262" width="344" height="250" fill="#f7f7f5"/>';
    const r = await seeFigure({ top: '#2b2b2b', bottom: '#1c2841', background: '#6e5a48', extra: table }, [pose({ hidden: [...NO_LEGS] })]);
    expect(r.regions.top).toBeDefined();
    expect(r.regions.bottom).toBeUndefined();
  });

  it('a close crop whose body fills the frame\'s width keeps its lap', () => {
    const W = 100; const H = 200;
    const shape = lowerBodyFromMask({
      width: W, height: H, weight: () => 1,
      leftHip: { x: 65, y: 100 }, rightHip: { x: 35, y: 100 }, shoulders: { x: 50, y: 30 }, shoulderW: 90,
    });
    expect(shape).not.toBeNull();
  });

  it('places no hips when the canon puts them below the frame (a head-and-shoulders photo)', () => {
    expect(impliedHips({ x: 150, y: 200 }, { x: 50, y: 200 }, 256)).toBeNull();
    const hips = impliedHips({ x: 150, y: 50 }, { x: 50, y: 50 }, 400)!;
    expect(hips.leftHip.y).toBeCloseTo(200);
    expect(hips.leftHip.x - hips.rightHip.x).toBeCloseTo(70);
  });
});
