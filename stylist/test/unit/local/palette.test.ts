import { describe, expect, it } from 'vitest';
import { createLocalStylist } from '../../../src/local';
import { measurePhoto } from '../../../src/local/signals/photo';
import { drawOutfit } from './draw';

const names = (p: { id: string }[]): string[] => p.map((c) => c.id);

describe('local stylist: photo signals', () => {
  it('navy + white: both named, a neutral palette with strong contrast', async () => {
    const s = await measurePhoto(await drawOutfit(['#f4f4f2', '#1c2841', '#1c2841']));
    expect(names(s.palette)).toEqual(['navy', 'white']);
    expect(s.palette[0]!.share).toBeCloseTo(2 / 3, 1);
    expect(s.harmony.type).toBe('neutral');
    expect(s.harmony.lightnessContrast).toBeGreaterThan(0.6);
  });

  it('black + burgundy: a neutral base with an accent', async () => {
    const s = await measurePhoto(await drawOutfit(['#7a1a2e', '#151515']));
    expect(names(s.palette).sort()).toEqual(['black', 'burgundy']);
    expect(s.harmony.type).toBe('neutral-accent');
    expect(s.harmony.accents).toEqual(['burgundy']);
    expect(s.quality.dark).toBe(false);
  });

  it('red + green clash', async () => {
    const s = await measurePhoto(await drawOutfit(['#d01c24', '#1f9a3a']));
    expect(names(s.palette).sort()).toEqual(['green', 'red']);
    expect(s.harmony.type).toBe('clash');
  });

  it('all grey is monochrome', async () => {
    const s = await measurePhoto(await drawOutfit(['#d0d0d0', '#8a8a8a', '#3a3a3a']));
    expect(names(s.palette).sort()).toEqual(['charcoal', 'grey', 'lightgrey']);
    expect(s.harmony.type).toBe('monochrome');
  });

  it('camel + navy + white: the fashion names, a neutral base', async () => {
    const s = await measurePhoto(await drawOutfit(['#c0925a', '#1c2841', '#f6f6f4']));
    expect(names(s.palette).sort()).toEqual(['camel', 'navy', 'white']);
    expect(s.harmony.type).toBe('neutral');
  });

  it('orange + purple + green is triadic or a clash, never calm', async () => {
    const s = await measurePhoto(await drawOutfit(['#ef7d22', '#6a2c91', '#2f8a3c']));
    expect(['triadic', 'clash']).toContain(s.harmony.type);
  });

  it('flags a very dark photo and a blurry one, not a sharp well-lit one', async () => {
    const sharp = await measurePhoto(await drawOutfit(['#f4f4f2', '#1c2841', '#c0925a', '#1c2841']));
    const dark = await measurePhoto(await drawOutfit(['#f4f4f2', '#1c2841'], { exposure: 0.12 }));
    const blurry = await measurePhoto(await drawOutfit(['#f4f4f2', '#1c2841', '#c0925a', '#1c2841'], { blur: 12 }));
    expect(sharp.quality).toMatchObject({ dark: false, blurry: false, overexposed: false, small: false });
    expect(dark.quality.dark).toBe(true);
    expect(blurry.quality.blurry).toBe(true);
    expect(blurry.quality.sharpness).toBeLessThan(sharp.quality.sharpness);
  });

  it('a dark or blurry photo lowers the confidence and the feedback says how to retake it', async () => {
    const stylist = createLocalStylist();
    const rate = async (o: Parameters<typeof drawOutfit>[1]) => stylist.rate({
      image: await drawOutfit(['#f4f4f2', '#1c2841', '#c0925a', '#1c2841'], o), description: null, occasion: 'work', customOccasion: null, language: 'en',
    });
    const good = await rate({});
    const dark = await rate({ exposure: 0.12 });
    const blurry = await rate({ blur: 12 });
    expect(dark.confidence).toBeLessThan(good.confidence);
    expect(blurry.confidence).toBeLessThan(good.confidence);
    expect(dark.feedback).toMatch(/dark|underexposed/i);
    expect(blurry.feedback).toMatch(/blurry|focus/i);
  });
});
