import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { linearToSrgb, srgbToLinear } from '../../../src/local/colour/oklab';
import { choosePerson } from '../../../src/local/vision/analyse';
import { detect, loadModels, type Models } from '../../../src/local/vision/inference';
import { preparePhoto } from '../../../src/local/vision/inspect';
import { decode } from '../../../src/local/vision/pipeline';

const EVAL = new URL('../../../eval/photos/', import.meta.url);
const FIXTURES = new URL('../../fixtures/photos/', import.meta.url);

let models: Models;
beforeAll(async () => { models = await loadModels(); }, 120_000);

/** The photo as a room lit by one tungsten lamp records it (under half the light, amber), re-encoded as the worker sends it. */
async function dimLamp(url: URL): Promise<Buffer> {
  const { data, info } = await sharp(readFileSync(url)).rotate().removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const gains = [0.45, 0.36, 0.25];
  const out = Buffer.alloc(data.length);
  for (let i = 0; i < data.length; i++) out[i] = Math.round(linearToSrgb(srgbToLinear(data[i]!) * gains[i % 3]!));
  const jpeg = await sharp(out, { raw: { width: info.width, height: info.height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
  return (await preparePhoto(jpeg)).bytes;
}

const detectIn = async (bytes: Buffer) => detect(models, (await decode(bytes)).raw);

describe('people in dim photos (real photos, relit by a dim lamp)', () => {
  it('a black dress in a dim room, which no look at the photo as it is finds: found on the lifted input, with a mask', async () => {
    const det = await detectIn(await dimLamp(new URL('black-dress-blue-heels.jpg', EVAL)));
    const { chosen } = choosePerson(det.persons);
    expect(chosen).toBeGreaterThanOrEqual(0);
    expect(det.mask).not.toBeNull();
  }, 60_000);

  it.each([['no-person.jpg', FIXTURES], ['ceiling-no-person.jpg', EVAL], ['table-food-no-person.jpg', EVAL]] as const)('%s in a dim room: still nobody', async (file, dir) => {
    const det = await detectIn(await dimLamp(new URL(file, dir)));
    expect(choosePerson(det.persons).chosen).toBe(-1);
    expect(det.mask).toBeNull();
  }, 60_000);
});
