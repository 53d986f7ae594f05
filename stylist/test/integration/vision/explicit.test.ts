import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type * as TfCore from '@tensorflow/tfjs-core';
import { EXPLICIT_SIZE, loadExplicitModel, type ExplicitClass, type ExplicitModel } from '../../../src/local/vision/explicit';
import { startTf } from '../../../src/local/vision/inference';
import { modelsDir } from '../../../src/local/vision/models';

const DIR = new URL('../../fixtures/photos/', import.meta.url);

/**
 * What nsfwjs 4.3.0 itself (`nsfwjs/core` + MobileNetV2, on @tensorflow/tfjs 4.22, wasm backend)
 * answered for each fixture resized to 224×224, recorded before the package was replaced by
 * ./explicit.ts (the two agreed within 2e-6).
 */
const NSFWJS_4_3_0: Record<string, Record<ExplicitClass, number>> = {
  'couple.jpg': { drawing: 0.0063, hentai: 0.0028, neutral: 0.9389, porn: 0.0415, sexy: 0.0105 },
  'group.jpg': { drawing: 0.2511, hentai: 0.0076, neutral: 0.4765, porn: 0.0258, sexy: 0.239 },
  'no-person.jpg': { drawing: 0.3051, hentai: 0.0033, neutral: 0.6911, porn: 0.0005, sexy: 0.0001 },
  'seated-table.jpg': { drawing: 0.0001, hentai: 0.0001, neutral: 0.9916, porn: 0.008, sexy: 0.0002 },
  'skirt-top.jpg': { drawing: 0.0007, hentai: 0.002, neutral: 0.7413, porn: 0.2501, sexy: 0.0059 },
  'standing-blue.jpg': { drawing: 0.0003, hentai: 0.0008, neutral: 0.8652, porn: 0.1305, sexy: 0.0033 },
  'stool-seated.jpg': { drawing: 0.0004, hentai: 0.0003, neutral: 0.9624, porn: 0.0347, sexy: 0.0022 },
  'vrm-fullbody.jpg': { drawing: 0.7398, hentai: 0.1402, neutral: 0.1107, porn: 0.0082, sexy: 0.0011 },
};

let tf: typeof TfCore;
let model: ExplicitModel;
beforeAll(async () => {
  ({ tf } = await startTf());
  model = await loadExplicitModel(tf, modelsDir(fileURLToPath(import.meta.url))!);
}, 60_000);

const small = (file: string): Promise<Buffer> =>
  sharp(readFileSync(new URL(file, DIR))).removeAlpha().resize(EXPLICIT_SIZE, EXPLICIT_SIZE, { fit: 'fill' }).raw().toBuffer();

describe('explicit-image model (nsfwjs MobileNetV2 on tfjs-core, no nsfwjs at run time)', () => {
  for (const [file, expected] of Object.entries(NSFWJS_4_3_0)) {
    it(`${file}: same class probabilities as nsfwjs 4.3.0`, async () => {
      const p = await model.classify(await small(file));
      for (const [name, value] of Object.entries(expected)) expect(p[name as ExplicitClass], name).toBeCloseTo(value, 3);
      expect(Object.values(p).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 4);
    });
  }

  it('holds no tensor after a photo: the count stays flat across 50 photos', async () => {
    const photos = await Promise.all(Object.keys(NSFWJS_4_3_0).map(small));
    await model.classify(photos[0]!);
    const before = tf.memory().numTensors;
    for (let i = 0; i < 50; i++) await model.classify(photos[i % photos.length]!);
    expect(tf.memory().numTensors).toBe(before);
  }, 60_000);

  it('refuses an input of the wrong size', async () => {
    await expect(model.classify(new Uint8Array(10))).rejects.toThrow(/224/);
  });
});
