import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVisionClient, type VisionClient } from '../../../src/local/vision/client';
import { preparePhoto } from '../../../src/local/vision/inspect';
import type { VisionReport } from '../../../src/local/vision/types';

// Tuning-half photos of the evaluation set (stylist/eval/photos), where the pose misses the legs.
const DIR = new URL('../../../eval/photos/', import.meta.url);

let client: VisionClient;
beforeAll(async () => {
  client = createVisionClient({ logger: { warn: (o, m) => console.warn(m, o) } });
  const status = await client.ready();
  expect(status.state, status.error ?? '').toBe('ready');
}, 120_000);
afterAll(async () => { await client?.close(); });

const see = async (file: string): Promise<VisionReport> => (await client.detect(await preparePhoto(readFileSync(new URL(file, DIR)))))!;

describe('the lower half from the person mask on real photos', () => {
  it('a slip dress cut at the thigh (hips found, no knee): the skirt is read and the dress is one piece', async () => {
    const v = await see('blinds-olive-dress.jpg');
    expect(['olive', 'green', 'khaki']).toContain(v.regions.bottom?.palette[0]?.id);
    expect(v.onePiece).toBe(true);
  });

  it('a seated woman in a green tank top: her black trousers below the hips are read, and she wears separates', async () => {
    const v = await see('blinds-green-top.jpg');
    expect(['black', 'charcoal']).toContain(v.regions.bottom?.palette[0]?.id);
    expect(v.onePiece).toBe(false);
  });

  it('a striped jumpsuit over the waist is one piece', async () => {
    const v = await see('blinds-striped-jumpsuit.jpg');
    expect(v.regions.bottom).toBeDefined();
    expect(v.onePiece).toBe(true);
  });

  it('seated on stairs with both hips lost: the red top is read apart, and her bare legs over the stairs are no garment', async () => {
    // Her raised knee hides her shorts: below the hips the mask shows her legs' skin and the stairs between them.
    const v = await see('stairs-red-top.jpg');
    expect(['red', 'coral']).toContain(v.regions.top?.palette[0]?.id);
    expect(v.regions.bottom).toBeUndefined();
    expect(v.onePiece).toBe(false);
  });

  it('a photo cut at the hips, or head and shoulders, gets no lower half', async () => {
    for (const file of ['bar-purple-dress.jpg', 'stairs-black-top-portrait.jpg', 'grey-suit-waterfall.jpg']) {
      expect((await see(file)).regions.bottom, file).toBeUndefined();
    }
  });
});
