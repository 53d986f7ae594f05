import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { closeContexts, sharedBrowser } from './support/browser';
import { cameraPhoto } from './support/camera-photo';
import { openPhotoLab, type PhotoLab } from './support/photo-lab';

/**
 * The photo preparation (web/src/lib/photo) in real Chromium, in its worker
 * and in the main-thread <canvas> fallback: a 12 MP camera photo comes out at
 * 1600 px on the long edge, upright (EXIF orientation applied), without
 * metadata and a few hundred kilobytes; small photos and formats the browser
 * cannot decode go up as they are. No server needed.
 */
const FIXTURES = fileURLToPath(new URL('../../stylist/test/fixtures/photos/', import.meta.url));
let browser: Browser;
let camera: Buffer;

beforeAll(async () => {
  browser = await sharedBrowser();
  camera = await cameraPhoto(readFileSync(`${FIXTURES}standing-blue.jpg`), { marker: true });
});
afterAll(async () => {
  if (browser) await closeContexts(browser);
});

describe.each([
  ['in the worker', false, 'worker'],
  ['on the main thread without OffscreenCanvas', true, 'main'],
] as const)('preparing a photo %s', (_label, mainThread, where) => {
  let lab: PhotoLab;
  beforeAll(async () => {
    lab = await openPhotoLab(browser, { mainThread });
  });
  afterAll(() => lab?.close());

  it('downscales a 12 MP camera photo to 1600 px, upright, as a JPEG without metadata', async () => {
    expect(camera.length).toBeGreaterThan(4_000_000);
    const result = await lab.prepare(camera, 'IMG_0001.JPG', 'image/jpeg');
    expect(result).toMatchObject({ outcome: 'prepared', where, name: 'IMG_0001.jpg', type: 'image/jpeg' });
    const meta = await sharp(result.bytes).metadata();
    // Stored 4000x3000 with Orientation 6: upright it is portrait.
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 1600]);
    expect(meta.orientation ?? 1).toBe(1);
    expect(meta.exif).toBeUndefined();
    expect(result.bytes.length).toBeLessThanOrEqual(400 * 1024);
    // The red marker was painted at the displayed top-left: it must be there, not in another corner.
    const { data } = await sharp(result.bytes).extract({ left: 40, top: 40, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(180);
    expect(data[1]).toBeLessThan(80);
    const { data: opposite } = await sharp(result.bytes).extract({ left: 1160, top: 40, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(opposite[0]! - opposite[1]!).toBeLessThan(60);
  });

  it('sends a small photo as it is', async () => {
    const small = readFileSync(`${FIXTURES}skirt-top.jpg`);
    const result = await lab.prepare(small, 'small.jpg', 'image/jpeg');
    expect(result.outcome).toBe('small');
    expect(result.bytes.equals(small)).toBe(true);
  });

  it('keeps a photo that already fits when re-encoding would not help', async () => {
    const fits = await sharp(readFileSync(`${FIXTURES}group.jpg`)).jpeg({ quality: 97 }).toBuffer();
    expect(fits.length).toBeGreaterThan(300 * 1024);
    const result = await lab.prepare(fits, 'group.jpg', 'image/jpeg');
    expect(result.outcome).toBe('kept');
    expect(result.bytes.equals(fits)).toBe(true);
  });

  it('sends a format it cannot decode (HEIC here) as it is', async () => {
    // An ISO-BMFF "ftypheic" header and random data: Chromium has no HEIC decoder.
    const heic = Buffer.concat([Buffer.from('000000186674797068656963000000006d69663168656963', 'hex'), Buffer.alloc(400 * 1024, 7)]);
    const result = await lab.prepare(heic, 'IMG_0002.HEIC', 'image/heic');
    expect(result).toMatchObject({ outcome: 'undecodable', name: 'IMG_0002.HEIC', type: 'image/heic' });
    expect(result.bytes.equals(heic)).toBe(true);
  });
});
