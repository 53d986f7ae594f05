import { describe, expect, it } from 'vitest';
import { choosePerson } from '../../../src/local/vision/analyse';
import { pose, seeFigure } from './figure';

const ids = (p: { id: string }[] | undefined): string[] => (p ?? []).map((c) => c.id);

describe('vision analysis (synthetic figures, keypoints given)', () => {
  it('a full-body navy/white figure: top, bottom and shoes located with their colour names', async () => {
    const v = await seeFigure({ top: '#f4f4f2', bottom: '#1c2841', shoes: '#141414' });
    expect(v.personCount).toBe(1);
    expect(v.fullBody).toBe(true);
    expect(v.framing).toEqual([]);
    expect(ids(v.regions.top?.palette)[0]).toBe('white');
    expect(ids(v.regions.bottom?.palette)[0]).toBe('navy');
    expect(ids(v.regions.footwear?.palette)[0]).toBe('black');
    expect(v.onePiece).toBe(false);
    expect(v.topBottomContrast).toBeGreaterThan(0.5);
    expect(v.regions.accessories).toBeUndefined();
  });

  it('the burgundy skirt and black top: skirt colour found, bare legs not counted as the garment', async () => {
    const v = await seeFigure({ top: '#151515', bottom: '#7a1a2e', shoes: '#151515', bottomLength: 'skirt' });
    expect(ids(v.regions.top?.palette)[0]).toBe('black');
    expect(ids(v.regions.bottom?.palette)[0]).toBe('burgundy');
    expect(v.regions.bottom!.skinShare).toBeGreaterThan(0.3);
    expect(v.shoesEcho).toBe(true);
  });

  it('a camel top close to skin tone is kept as a garment', async () => {
    const v = await seeFigure({ top: '#c0925a', bottom: '#f6f6f4', skin: '#c99b7a' });
    expect(ids(v.regions.top?.palette)).toContain('camel');
  });

  it('a dress (same colour top and bottom) is one piece', async () => {
    const v = await seeFigure({ top: '#5a1a2a', bottom: '#5a1a2a', shoes: '#141414' });
    expect(v.onePiece).toBe(true);
    expect(ids(v.outfit)[0]).toBe('wine');
  });

  it('cropped at the knee: no footwear, framing says so', async () => {
    const v = await seeFigure({ top: '#f4f4f2', bottom: '#4f6f96' }, [pose({ hidden: ['leftAnkle', 'rightAnkle'] })]);
    expect(v.regions.footwear).toBeUndefined();
    expect(v.framing).toContain('feetCut');
    expect(v.fullBody).toBe(false);
    expect(ids(v.regions.bottom?.palette)[0]).toBe('denim');
  });

  it('seated: knees at hip height are flagged, regions still measured', async () => {
    const v = await seeFigure({ top: '#1c2841', bottom: '#8a8a8a' }, [pose({ seated: true })]);
    expect(v.framing).toContain('seatedOrBent');
    expect(ids(v.regions.top?.palette)[0]).toBe('navy');
  });

  it('a scarf at the neck is an accessory', async () => {
    const v = await seeFigure({ top: '#f4f4f2', bottom: '#1c2841', scarf: '#cf1f2b' });
    expect(v.regions.accessories?.zones).toContain('neck');
    expect(ids(v.regions.accessories?.palette)[0]).toBe('red');
  });

  it('hair falling over the neck in the hair\'s own colour is not a scarf', async () => {
    const v = await seeFigure({ top: '#f4f4f2', bottom: '#1c2841', hair: '#7a5a3a', scarf: '#7a5a3a' });
    expect(v.regions.accessories?.zones ?? []).not.toContain('neck');
  });

  it('a white shirt\'s collar in shade (a grey) is not a necklace', async () => {
    const v = await seeFigure({ top: '#f4f4f2', bottom: '#1c2841', scarf: '#9c9c9c' });
    expect(v.regions.accessories?.zones ?? []).not.toContain('neck');
  });

  it('a colour the background shows through the zone is the background, not an accessory', async () => {
    const v = await seeFigure({ top: '#f4f4f2', bottom: '#1c2841', background: '#2f8a3c', scarf: '#2f8a3c' });
    expect(v.regions.accessories?.zones ?? []).not.toContain('neck');
  });

  it('no person: count 0, no regions', async () => {
    const v = await seeFigure({ top: '#f4f4f2', bottom: '#1c2841' }, []);
    expect(v.personCount).toBe(0);
    expect(v.chosen).toBe(-1);
    expect(v.regions).toEqual({});
  });

  it('several people: counts them and rates the most central, largest one', async () => {
    const persons = [pose({ dx: -130, scale: 0.8 }), pose(), pose({ dx: 140, scale: 0.8 }), pose({ dx: 150, scale: 0.2 })];
    expect(choosePerson(persons)).toEqual({ counted: [0, 1, 2], chosen: 1 });
    const v = await seeFigure({ top: '#f4f4f2', bottom: '#1c2841' }, persons);
    expect(v.personCount).toBe(3);
    expect(v.chosen).toBe(1);
  });

  it('identical input gives an identical report; a mirrored figure gives the same colour facts', async () => {
    const a = await seeFigure({ top: '#7a1a2e', bottom: '#151515' });
    const b = await seeFigure({ top: '#7a1a2e', bottom: '#151515' });
    expect(a).toEqual(b);
  });

});
