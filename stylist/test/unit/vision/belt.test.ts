import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { analyse } from '../../../src/local/vision/analyse';
import { VISION_WORDS } from '../../../src/local/i18n/vision';
import { PACKS } from '../../../src/local/i18n/packs';
import { CATALOGUES } from '../../../src/local/languages/registry';
import type { OutfitSignals } from '../../../src/local/signals/types';
import { visionSentences } from '../../../src/local/writing/vision';
import { Writer } from '../../../src/local/writing/writer';
import type { VisionReport } from '../../../src/local/vision/types';
import { maskOf, pose } from './figure';
import { proseProblems } from '../../support/prose-checks';

const W = 384; const H = 512;
const SKIN = '#c99b7a';

/** The drawn person of figure.ts: white shirt, light-blue jeans, and an optional belt between them. */
async function figure(belt: string | null): Promise<{ rgb: Buffer; width: number; height: number }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    <rect width="${W}" height="${H}" fill="#e9e6e1"/>
    <rect x="160" y="20" width="64" height="30" rx="14" fill="#3b2a20"/>
    <ellipse cx="192" cy="64" rx="28" ry="34" fill="${SKIN}"/><rect x="180" y="92" width="24" height="18" fill="${SKIN}"/>
    <rect x="142" y="104" width="100" height="126" fill="#f4f4f2"/>
    <rect x="122" y="106" width="22" height="128" fill="#f4f4f2"/><rect x="240" y="106" width="22" height="128" fill="#f4f4f2"/>
    <rect x="122" y="234" width="18" height="20" fill="${SKIN}"/><rect x="244" y="234" width="18" height="20" fill="${SKIN}"/>
    <rect x="142" y="230" width="100" height="24" fill="#6f8fb5"/>
    ${belt ? `<rect x="142" y="222" width="100" height="14" fill="${belt}"/>` : ''}
    <rect x="146" y="250" width="44" height="188" fill="#6f8fb5"/><rect x="194" y="250" width="44" height="188" fill="#6f8fb5"/>
    <rect x="146" y="436" width="46" height="22" rx="6" fill="#151515"/><rect x="192" y="436" width="46" height="22" rx="6" fill="#151515"/>
  </svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { rgb: data, width: info.width, height: info.height };
}

const see = async (belt: string | null): Promise<ReturnType<typeof analyse>> => {
  const img = await figure(belt);
  return analyse(img, { persons: [pose()], explicit: null, ...maskOf(img) });
};

describe('a belt at the waist', () => {
  it('a black belt between a white shirt and light-blue jeans is an accessory at the waist, in its own colour', async () => {
    const v = await see('#141414');
    expect(v.regions.accessories?.zones).toContain('waist');
    expect(['black', 'charcoal']).toContain(v.regions.accessories!.palette[0]!.id);
    // A guess from colour alone: confidence stays low.
    expect(v.regions.accessories!.confidence).toBeLessThan(0.5);
  });

  it('no belt: the line where the shirt meets the jeans is not one', async () => {
    const v = await see(null);
    expect(v.regions.accessories?.zones ?? []).not.toContain('waist');
  });
});

describe('the belt sentence in every language', () => {
  const report = (language: Language): string[] => {
    const v = { personCount: 1, onePiece: false, topBottomContrast: null, shoesEcho: null, framing: [], regions: {
      accessories: { part: 'accessories', rects: [], skinShare: 0, confidence: 0.3, zones: ['waist'], palette: [{ id: 'black', lab: { L: 0.2, a: 0, b: 0 }, lch: { L: 0.2, c: 0, h: 0 }, share: 1 }] },
    } } as unknown as VisionReport;
    const w = new Writer(PACKS[language], 'seed', PACKS[language].occasions.casual, VISION_WORDS[language]);
    return visionSentences(w, { text: null, photo: null, regions: {} } as unknown as OutfitSignals, v);
  };

  it.each(Object.keys(CATALOGUES) as Language[])('%s: names the belt in its colour, in the language', (language) => {
    const sentences = report(language);
    const pack = PACKS[language];
    const piece = pack.garmentIn(pack.garments.belt, pack.colours.black);
    const sentence = sentences.find((s) => s.toLowerCase().includes(piece.toLowerCase()));
    expect(sentence, sentences.join(' | ')).toBeDefined();
    expect(sentence).not.toMatch(/[{}]/);
  });

  it('English and Arabic read as written', () => {
    expect(report('en')).toContain('The black belt marks the waist.');
    expect(report('ar').join(' ')).toContain('حزام');
  });

  it('Korean: the particle after the belt is chosen by its last sound, and the sentence keeps to 해요체', () => {
    const sentence = report('ko').find((s) => s.includes('허리선'))!;
    expect(sentence).toBe('검정 벨트가 허리선을 잡아 줘요.');
    expect(proseProblems('ko', sentence)).toEqual([]);
  });
});
