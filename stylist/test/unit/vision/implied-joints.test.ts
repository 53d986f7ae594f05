import { describe, expect, it } from 'vitest';
import { impliedShoulders } from '../../../src/local/vision/implied-joints';
import { pose, seeFigure } from './figure';

/** The face under a caption: the pose loses the head and, with it, the shoulders. */
const NO_HEAD = ['nose', 'leftEye', 'rightEye', 'leftEar', 'rightEar', 'leftShoulder', 'rightShoulder'] as const;

describe('shoulders placed from the hips when the pose lost them with the face', () => {
  it('a dress whose wearer\'s head and shoulders the pose missed: its top is read near the hips, one piece', async () => {
    const r = await seeFigure({ top: '#e8d23a', bottom: '#e8d23a', bottomLength: 'skirt' }, [pose({ hidden: [...NO_HEAD] })]);
    expect(r.regions.top?.palette[0]?.id).toBe(r.regions.bottom?.palette[0]?.id);
    expect(r.onePiece).toBe(true);
  });

  it('a top over trousers is still two garments; hair or a neighbour at the shoulder line is not the top', async () => {
    // Long dark hair (or a neighbour's sleeve) over the upper half of the torso, where the canon's shoulder line falls.
    const hair = '<rect x="120" y="104" width="144" height="100" fill="#2a1d16"/>';
    const r = await seeFigure({ top: '#f2f2f2', bottom: '#1c2841', extra: hair }, [pose({ hidden: [...NO_HEAD] })]);
    expect(r.regions.top?.palette[0]?.id).toBe('white');
    expect(r.regions.bottom?.palette[0]?.id).toBe('navy');
    expect(r.onePiece).toBe(false);
  });

  it('the canon: shoulders a hip span over seven tenths apart, a torso above the hips, or the pose\'s weak guess when it is plausible', () => {
    const lh = { x: 135, y: 300 }; const rh = { x: 65, y: 300 };
    const canon = impliedShoulders(lh, rh)!;
    expect(canon.leftShoulder.x - canon.rightShoulder.x).toBeCloseTo(100);
    expect(canon.leftShoulder.y).toBeCloseTo(150);
    expect(impliedShoulders(lh, rh, 180)!.leftShoulder.y).toBeCloseTo(180);
    // A guess at the hip line itself is no torso: the canon holds.
    expect(impliedShoulders(lh, rh, 290)!.leftShoulder.y).toBeCloseTo(150);
    // A photo cut at the chest: the line falls above the frame.
    expect(impliedShoulders({ x: 135, y: 100 }, { x: 65, y: 100 })).toBeNull();
  });
});
