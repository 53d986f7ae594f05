import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { choosePerson, maskCoverage, maskCovers } from '../../../src/local/vision/analyse';
import { detect, loadModels, type Models } from '../../../src/local/vision/inference';
import { preparePhoto } from '../../../src/local/vision/inspect';
import { decode } from '../../../src/local/vision/pipeline';

const EVAL = new URL('../../../eval/photos/', import.meta.url);

let models: Models;
beforeAll(async () => { models = await loadModels(); }, 120_000);

describe('the person mask of a narrow crop across encodings of one photo (real photo)', () => {
  it('a woman in a 160-px-wide sliver of a crowd: usable in every copy, covering her box alike', async () => {
    // Her box with its margins is nearly six times as tall as wide; stretched that much across the
    // mask's square input, its reading followed each copy's JPEG noise (covers 0.17–0.42 over these
    // nine, one under the usable line). Fed at a body's proportions it reads her the same in each.
    const source = readFileSync(new URL('lobby-denim-shorts.jpg', EVAL));
    const covers: number[] = [];
    for (const edge of [1400, 1600, 2000]) {
      for (const quality of [70, 80, 90]) {
        const copy = await sharp(source).resize(edge, edge, { fit: 'inside', kernel: 'lanczos3' }).jpeg({ quality }).toBuffer();
        const { raw, work } = await decode((await preparePhoto(copy)).bytes);
        const det = await detect(models, raw);
        const { chosen } = choosePerson(det.persons);
        expect(chosen, `${edge} px q${quality}`).toBeGreaterThanOrEqual(0);
        expect(maskCovers(det, chosen, work.width, work.height), `${edge} px q${quality}`).toBe(true);
        covers.push(maskCoverage(det, chosen, work.width, work.height));
      }
    }
    expect(Math.max(...covers) - Math.min(...covers)).toBeLessThan(0.1);
  }, 240_000);
});
