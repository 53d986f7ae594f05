import { describe, expect, it } from 'vitest';
import { fitLongEdge, keepsOriginal, PHOTO_KEEP_BYTES, preparedName } from './photo-rules';
import { preparePhoto } from './prepare-photo';

/** The rules; the decoding, scaling and orientation themselves are tested in real Chromium (web/e2e/photo-preparation.e2e.ts). */
describe('photo preparation rules', () => {
  it('fits the long edge, keeps the aspect ratio and never enlarges', () => {
    expect(fitLongEdge({ width: 4000, height: 3000 })).toEqual({ width: 1600, height: 1200 });
    expect(fitLongEdge({ width: 3000, height: 4000 })).toEqual({ width: 1200, height: 1600 });
    expect(fitLongEdge({ width: 4032, height: 1816 })).toEqual({ width: 1600, height: 721 });
    expect(fitLongEdge({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(fitLongEdge({ width: 20000, height: 10 })).toEqual({ width: 1600, height: 1 });
  });

  it('keeps small photos, and photos that already fit unless they are large', () => {
    expect(keepsOriginal(PHOTO_KEEP_BYTES, { width: 4000, height: 3000 })).toBe(true);
    expect(keepsOriginal(PHOTO_KEEP_BYTES + 1, { width: 4000, height: 3000 })).toBe(false);
    expect(keepsOriginal(500 * 1024, { width: 1600, height: 1200 })).toBe(true);
    expect(keepsOriginal(900 * 1024, { width: 1600, height: 1200 })).toBe(false);
  });

  it('names the prepared file .jpg', () => {
    expect(preparedName('IMG_0001.HEIC')).toBe('IMG_0001.jpg');
    expect(preparedName('look.final.png')).toBe('look.final.jpg');
    expect(preparedName('')).toBe('photo.jpg');
  });
});

describe('preparePhoto where the browser cannot decode', () => {
  it('sends a small photo as it is, without decoding it', async () => {
    const file = new File([new Uint8Array(1000)], 'small.jpg', { type: 'image/jpeg' });
    await expect(preparePhoto(file)).resolves.toEqual({ file, outcome: 'small', where: 'none' });
  });

  it('sends the original when there is no decoder (no worker, no createImageBitmap), and never fails', async () => {
    const file = new File([new Uint8Array(PHOTO_KEEP_BYTES + 10)], 'IMG_0002.HEIC', { type: 'image/heic' });
    const result = await preparePhoto(file);
    expect(result.file).toBe(file);
    expect(result.outcome).toBe('undecodable');
    // Asked again (the form starts it when the photo is picked, the upload asks once more): the same answer, prepared once.
    expect(preparePhoto(file)).toBe(preparePhoto(file));
  });
});
