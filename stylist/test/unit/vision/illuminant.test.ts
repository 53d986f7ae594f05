import { describe, expect, it } from 'vitest';
import { nearestColourName } from '../../../src/local/colour/names';
import { hexToOklab, linearToSrgb, rgbToOklab, srgbToLinear } from '../../../src/local/colour/oklab';
import { analyse } from '../../../src/local/vision/analyse';
import { castOf, estimateLight, neutralised } from '../../../src/local/vision/illuminant';
import { readGarments } from '../../../src/local/vision/garments';
import type { Detections, WorkImage } from '../../../src/local/vision/types';
import { drawFigure, maskOf, pose } from './figure';

type Gains = [number, number, number];
/** Tungsten-like warm light and a party's blue LED light, as gains on linear R, G, B. */
const WARM: Gains = [1, 0.8, 0.55];
const BLUE: Gains = [0.7, 0.85, 1];

/** The drawing lit by a coloured light: each linear channel scaled (where `where` says, else all). */
function lit(img: { rgb: Buffer; width: number; height: number }, gains: Gains, where: (i: number) => boolean = () => true): WorkImage {
  const rgb = new Uint8Array(img.rgb.length);
  for (let i = 0; i < img.width * img.height; i++) {
    for (let c = 0; c < 3; c++) {
      const v = img.rgb[i * 3 + c]!;
      rgb[i * 3 + c] = where(i) ? Math.round(linearToSrgb(srgbToLinear(v) * gains[c]!)) : v;
    }
  }
  return { rgb, width: img.width, height: img.height };
}

/** A colour as it photographs under the light. */
function litColour(hex: string, gains: Gains): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v, c) => Math.round(linearToSrgb(srgbToLinear(v) * gains[c]!)));
  return `#${ch.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

async function figureIn(o: Parameters<typeof drawFigure>[0], gains: Gains): Promise<{ img: WorkImage; det: Detections }> {
  const drawn = await drawFigure(o);
  return { img: lit(drawn, gains), det: { persons: [pose()], explicit: null, ...maskOf(drawn) } };
}

describe('the scene light is estimated and taken out before garments are named', () => {
  it('a navy suit under warm room light is navy, though its pixels alone read otherwise', async () => {
    const o = { top: '#1c2841', bottom: '#1c2841', background: '#e4e2de' };
    // Without the light taken out, the suit's colour under this light is no longer navy.
    expect(nearestColourName(hexToOklab(litColour(o.top, WARM)))).not.toBe('navy');
    const { img, det } = await figureIn(o, WARM);
    const light = estimateLight(img, det, 0, null);
    expect(castOf(light).hue).toBeGreaterThan(50);
    expect(castOf(light).hue).toBeLessThan(110);
    expect(light.strength).toBeGreaterThan(0.5);
    const report = analyse(img, det);
    expect(report.regions.top?.palette[0]?.id).toBe('navy');
  });

  it('a black dress under blue party light is black, not navy', async () => {
    const o = { top: '#161616', bottom: '#161616', background: '#d8d8d8' };
    const { img, det } = await figureIn(o, BLUE);
    const report = analyse(img, det);
    expect(['black', 'charcoal']).toContain(report.regions.top?.palette[0]?.id);
    expect(['black', 'charcoal']).toContain(report.regions.bottom?.palette[0]?.id);
  });

  it('a cream shirt under blue light is cream, not light grey', async () => {
    const o = { top: '#efe3c6', bottom: '#2f2f2f', background: '#f2f2f2' };
    expect(nearestColourName(hexToOklab(litColour(o.top, BLUE)))).not.toBe('cream');
    const { img, det } = await figureIn(o, BLUE);
    const report = analyse(img, det);
    expect(['cream', 'ivory', 'beige']).toContain(report.regions.top?.palette[0]?.id);
  });

  it('a photo in neutral light is left as it is', async () => {
    const { img, det } = await figureIn({ top: '#7a1a2e', bottom: '#1c2841', background: '#e9e6e1' }, [1, 1, 1]);
    const light = estimateLight(img, det, 0, null);
    expect(light.strength).toBe(0);
    expect(neutralised(img, light)).toBe(img);
  });

  it('a wall lit lilac behind a person in white light is not taken for the light on the person', async () => {
    const drawn = await drawFigure({ top: '#f6f6f4', bottom: '#1c2841', background: '#d8d8d8' });
    const { mask } = maskOf(drawn);
    const img = lit(drawn, [1, 0.6, 1], (i) => mask![i]! < 0.5);
    const det: Detections = { persons: [pose()], explicit: null, ...maskOf(drawn) };
    // The walls alone say lilac light; the face, in white light, says that correcting it would
    // turn her skin a colour no skin has.
    expect(estimateLight(img, det, 0, null).strength).toBeGreaterThan(0.4);
    const face = rgbToOklab(0xc9, 0x9b, 0x7a);
    expect(estimateLight(img, det, 0, face).strength).toBeLessThan(0.1);
    const report = analyse(img, det);
    expect(report.regions.top?.palette[0]?.id).toBe('white');
  });
});

describe('hair over the shoulders is no colour of the top', () => {
  it('long dark hair falling over a burgundy top leaves the top one colour', async () => {
    const drawn = await drawFigure({ top: '#7a1a2e', bottom: '#1c2841', hair: '#262626' });
    // A long strand over the right shoulder, down the chest.
    for (let y = 96; y < 150; y++) {
      for (let x = 140; x < 182; x++) { const o = (y * drawn.width + x) * 3; drawn.rgb[o] = 0x26; drawn.rgb[o + 1] = 0x26; drawn.rgb[o + 2] = 0x26; }
    }
    const det: Detections = { persons: [pose()], explicit: null, ...maskOf(drawn) };
    const reading = readGarments(drawn, det, 0, true);
    const top = reading.garments.top!;
    expect(top.palette.map((c) => c.id)).toEqual(['burgundy']);
    // The strand's pixels are not cut out with the top either.
    expect(top.mask[135 * drawn.width + 175]).toBe(0);
    expect(top.mask[200 * drawn.width + 192]).toBe(1);
  });

  it('a top the colour of the hair keeps its pixels', async () => {
    const drawn = await drawFigure({ top: '#262626', bottom: '#c8c8c8', hair: '#262626' });
    const det: Detections = { persons: [pose()], explicit: null, ...maskOf(drawn) };
    const top = readGarments(drawn, det, 0, true).garments.top!;
    expect(['black', 'charcoal']).toContain(top.palette[0]!.id);
    expect(top.mask[135 * drawn.width + 175]).toBe(1);
  });
});
