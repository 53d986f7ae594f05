import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { choosePerson } from '../../../src/local/vision/analyse';
import { detect, loadModels, type Models } from '../../../src/local/vision/inference';
import { preparePhoto } from '../../../src/local/vision/inspect';
import { decode } from '../../../src/local/vision/pipeline';

const EVAL = new URL('../../../eval/photos/', import.meta.url);
const FIXTURES = new URL('../../fixtures/photos/', import.meta.url);

let models: Models;
beforeAll(async () => { models = await loadModels(); }, 120_000);

const see = async (url: URL) => {
  const { raw } = await decode(readFileSync(url));
  return detect(models, raw);
};

describe('the pose model\'s second look (real photos)', () => {
  it('a 160-px-wide crop of the party photo, a woman between two neighbours: found, with the mask on her', async () => {
    const det = await see(new URL('black-dress-strappy-heels.jpg', EVAL));
    expect(choosePerson(det.persons).chosen).toBeGreaterThanOrEqual(0);
    expect(det.mask).not.toBeNull();
  }, 60_000);

  it('a 170-px-wide crop whose face is under a caption, after the worker\'s JPEG re-encode: found on the square letterbox', async () => {
    const { raw } = await decode((await preparePhoto(readFileSync(new URL('group-yellow-dress.jpg', EVAL)))).bytes);
    const det = await detect(models, raw);
    expect(choosePerson(det.persons).chosen).toBeGreaterThanOrEqual(0);
    expect(det.mask).not.toBeNull();
  }, 60_000);

  it.each(['no-person.jpg', 'ceiling-no-person.jpg', 'wall-painting-no-person.jpg', 'table-food-no-person.jpg'])('%s: nobody, after every look', async (file) => {
    const det = await see(new URL(file, file === 'no-person.jpg' ? FIXTURES : EVAL));
    expect(choosePerson(det.persons).chosen).toBe(-1);
    expect(det.mask).toBeNull();
  }, 60_000);

  it('a bar\'s shelves with a figurine on them, as a 12 MP camera original prepared by the worker: nobody', async () => {
    // Scaled up to a camera's 12 MP and back down by the worker: the second look reads a standing
    // person into the figurine and the bottles under it, which the person mask does not fill.
    const source = readFileSync(new URL('pub-shelves-no-person.jpg', EVAL));
    const { width = 0, height = 0 } = await sharp(source).metadata();
    const scale = Math.sqrt(12e6 / (width * height));
    const camera = await sharp(source).resize(Math.round(width * scale), Math.round(height * scale), { kernel: 'lanczos3' }).jpeg({ quality: 95 }).toBuffer();
    const { raw } = await decode((await preparePhoto(camera)).bytes);
    const det = await detect(models, raw);
    expect(choosePerson(det.persons).chosen).toBe(-1);
    expect(det.mask).toBeNull();
  }, 60_000);
});
