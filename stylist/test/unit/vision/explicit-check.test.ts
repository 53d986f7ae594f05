import { describe, expect, it } from 'vitest';
import { BARE, COVERED, COVERED_CEILING, CONFIDENT, NO_SKIN, VERY_CONFIDENT, explicitThreshold, garmentCover, isExplicit } from '../../../src/local/vision/explicit-check';
import type { VisionReport } from '../../../src/local/vision/types';
import { pose, seeFigure, type FigureOptions } from './figure';

const SKIN = '#c99b7a';
type Scores = Partial<Record<'porn' | 'hentai' | 'sexy', number>>;
const scores = (o: Scores): VisionReport['explicit'] => ({ drawing: 0, neutral: 0, porn: 0, hentai: 0, sexy: 0, ...o });
const withScores = (v: VisionReport, o: Scores): VisionReport => ({ ...v, explicit: scores(o) });

/** A figure with nothing over the torso and the hips: skin where the top and the trousers are drawn. */
const BARE_BODY: FigureOptions = { top: SKIN, bottom: SKIN, shoes: '#151515' };
const DRESSED: FigureOptions = { top: '#7a1a2e', bottom: '#1c2841', shoes: '#151515' };

describe('body cover (synthetic figures drawn with sharp, keypoints given)', () => {
  it('a bare torso and hips measure as skin; the same figure in a top and trousers as covered', async () => {
    const bare = await seeFigure(BARE_BODY);
    const dressed = await seeFigure(DRESSED);
    expect(bare.bodyCover!.torso!).toBeLessThanOrEqual(0.05);
    expect(bare.bodyCover!.hips!).toBeLessThanOrEqual(0.05);
    expect(dressed.bodyCover!.torso!).toBeGreaterThanOrEqual(0.95);
    expect(dressed.bodyCover!.hips!).toBeGreaterThanOrEqual(0.95);
  });

  it('a bare torso above trousers is bare (the barer zone counts); a top over bare legs under a skirt is covered', async () => {
    const topless = await seeFigure({ ...DRESSED, top: SKIN });
    expect(topless.bodyCover!.hips!).toBeGreaterThanOrEqual(0.95);
    expect(garmentCover(topless)).toBeLessThanOrEqual(0.05);
    const skirt = await seeFigure({ ...DRESSED, bottomLength: 'skirt' });
    expect(garmentCover(skirt)).toBeGreaterThanOrEqual(0.6);
  });

  it('standing with nothing over the hips is bare however covered the torso; a beige top on darker skin is a garment', async () => {
    const bottomless = await seeFigure({ ...DRESSED, bottom: SKIN });
    expect(bottomless.bodyCover!.torso!).toBeGreaterThanOrEqual(0.95);
    expect(garmentCover(bottomless)).toBeLessThanOrEqual(0.05);
    expect(explicitThreshold(bottomless)).toBeCloseTo(CONFIDENT, 6);
    // Skin-coloured to the generic skin test, but not the wearer's own tone: the garments' nude-fabric rule.
    const beige = await seeFigure({ ...DRESSED, top: '#d9b48f', skin: '#8d5524' });
    expect(beige.bodyCover!.torso!).toBeGreaterThanOrEqual(0.95);
  });

  it('a bare arm held across a dressed torso is an arm, not bare torso', async () => {
    const p = pose();
    p.keypoints.leftElbow = { x: 200 / 384, y: 180 / 512, score: 0.8 };
    p.keypoints.leftWrist = { x: 160 / 384, y: 230 / 512, score: 0.8 };
    const arm = `<line x1="234" y1="108" x2="200" y2="180" stroke="${SKIN}" stroke-width="24"/><line x1="200" y1="180" x2="160" y2="230" stroke="${SKIN}" stroke-width="22"/>`;
    const v = await seeFigure({ ...DRESSED, extra: arm }, [p]);
    expect(v.bodyCover!.torso!).toBeGreaterThanOrEqual(0.9);
  });

  it('seated, the hips zone is the lap and is not measured; no shoulders, no body to check', async () => {
    const seated = await seeFigure(DRESSED, [pose({ seated: true })]);
    expect(seated.bodyCover!.hips).toBeNull();
    expect(seated.bodyCover!.torso!).toBeGreaterThanOrEqual(0.95);
    const noShoulders = await seeFigure(DRESSED, [pose({ hidden: ['leftShoulder', 'rightShoulder', 'leftHip', 'rightHip'] })]);
    expect(noShoulders.bodyCover).toBeNull();
  });

  it('nobody in the photo: no body cover', async () => {
    const empty = await seeFigure(DRESSED, []);
    expect(empty.chosen).toBe(-1);
    expect(empty.bodyCover).toBeNull();
  });
});

describe('explicit check: the classifier and the body together', () => {
  it('0.9 porn on a bare torso is refused; 0.85 on a covered torso is rated', async () => {
    expect(isExplicit(withScores(await seeFigure(BARE_BODY), { porn: 0.9 }))).toBe(true);
    expect(isExplicit(withScores(await seeFigure(DRESSED), { porn: 0.85 }))).toBe(false);
  });

  it('a bare body is refused from the classifier\'s usual 0.6 (porn, hentai, or both together)', async () => {
    const bare = await seeFigure(BARE_BODY);
    expect(explicitThreshold(bare)).toBeCloseTo(CONFIDENT, 6);
    expect(isExplicit(withScores(bare, { porn: 0.62 }))).toBe(true);
    expect(isExplicit(withScores(bare, { hentai: 0.7 }))).toBe(true);
    expect(isExplicit(withScores(bare, { porn: 0.4, hentai: 0.4 }))).toBe(true);
    expect(isExplicit(withScores(bare, { porn: 0.5 }))).toBe(false);
    // 'sexy' (swimwear, underwear) is never a refusal.
    expect(isExplicit(withScores(bare, { sexy: 0.99 }))).toBe(false);
    expect(isExplicit({ ...bare, explicit: null })).toBe(false);
  });

  it('a covered body is still refused when the classifier is nearly certain', async () => {
    const dressed = await seeFigure(DRESSED);
    expect(explicitThreshold(dressed)).toBeCloseTo(COVERED_CEILING, 6);
    expect(isExplicit(withScores(dressed, { porn: 0.94 }))).toBe(false);
    expect(isExplicit(withScores(dressed, { porn: 0.96 }))).toBe(true);
  });

  it('the required score rises smoothly with the cover, never falls', async () => {
    const base = await seeFigure(DRESSED);
    const at = (torso: number): number => explicitThreshold({ ...base, bodyCover: { torso, hips: null } });
    let last = at(0);
    // A re-encoded copy of a photo moves the cover by a few hundredths: the threshold by a few too, not by a step.
    for (let c = 0.01; c <= 1.0001; c += 0.01) {
      const t = at(c);
      expect(t).toBeGreaterThanOrEqual(last);
      expect(t - last).toBeLessThan(0.05);
      last = t;
    }
    expect(at(BARE)).toBeCloseTo(CONFIDENT, 6);
    expect(at(COVERED)).toBeCloseTo(COVERED_CEILING, 6);
  });

  it('nobody in the photo: "no outfit found" unless the classifier is very confident and the frame shows skin', async () => {
    // A bare body the detector missed fills the frame with skin: the classifier decides from 0.9.
    const missed = await seeFigure({ ...BARE_BODY, background: '#c99b7a' }, []);
    expect(missed.chosen).toBe(-1);
    expect(missed.frameSkin!).toBeGreaterThanOrEqual(NO_SKIN);
    expect(explicitThreshold(missed)).toBe(VERY_CONFIDENT);
    expect(isExplicit(withScores(missed, { porn: 0.6 }))).toBe(false);
    expect(isExplicit(withScores(missed, { porn: 0.92 }))).toBe(true);
    // A grey-lilac wall with hardly a skin-coloured pixel: no body to call explicit, whatever the score.
    const wall = await seeFigure({ ...DRESSED, extra: '<rect width="384" height="512" fill="#8a8294"/>' }, []);
    expect(wall.frameSkin!).toBeLessThan(NO_SKIN);
    expect(isExplicit(withScores(wall, { porn: 0.95 }))).toBe(false);
  });

  it('no shoulders found and hips a few pixels apart: the mask places the torso, bare refused and dressed rated', async () => {
    // A side-on or narrow crop: the pose sees hips and knees, but neither shoulder, and the hips nearly on one line.
    const sideOn = (): ReturnType<typeof pose> => {
      const p = pose({ hidden: ['leftShoulder', 'rightShoulder', 'leftElbow', 'rightElbow', 'leftWrist', 'rightWrist'] });
      p.keypoints.leftHip = { ...p.keypoints.leftHip, x: 194 / 384 };
      p.keypoints.rightHip = { ...p.keypoints.rightHip, x: 190 / 384 };
      return p;
    };
    const dressed = await seeFigure(DRESSED, [sideOn()]);
    const bare = await seeFigure(BARE_BODY, [sideOn()]);
    expect(dressed.bodyCover!.torso!).toBeGreaterThanOrEqual(0.8);
    expect(dressed.bodyCover!.hips!).toBeGreaterThanOrEqual(0.9);
    expect(garmentCover(bare)!).toBeLessThanOrEqual(BARE);
    expect(isExplicit(withScores(dressed, { porn: 0.85 }))).toBe(false);
    expect(isExplicit(withScores(bare, { porn: 0.85 }))).toBe(true);
    expect(isExplicit(withScores(bare, { porn: 0.62 }))).toBe(true);
  });

  it('a person whose torso cannot be placed: the classifier alone decides from 0.6 when there is an outfit to rate', async () => {
    const dressed = await seeFigure(DRESSED);
    const unchecked = { ...dressed, bodyCover: null };
    expect(explicitThreshold(unchecked)).toBe(CONFIDENT);
    expect(isExplicit(withScores(unchecked, { porn: 0.65 }))).toBe(true);
    // Nothing to rate either (no garment read): refused for that, in those words, unless very confident.
    const nothing = { ...unchecked, regions: {} };
    expect(isExplicit(withScores(nothing, { porn: 0.65 }))).toBe(false);
    expect(isExplicit(withScores(nothing, { porn: 0.92 }))).toBe(true);
  });
});
