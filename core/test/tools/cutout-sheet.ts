/**
 * A contact sheet of the closet's cut-outs of every photo the stylist ships (stylist/eval/photos),
 * made as the `closet.extract` job makes them (the vision, then the cut-out on a transparent
 * background), to be looked at: each row is a photo and its pieces on a light chequer (a missed
 * pixel line or a kept patch of skin shows on it). Writes test-artifacts/closet-cutouts/<tag>/
 * (sheet.png and one PNG per piece). `node scripts/cutout-sheet.mjs <tag> [name filter]`.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { createLogger, loadConfig } from '@fitrater/platform';
import { renderCutout } from '../../src/garments/garment-files';
import { cutPiecesOfPhoto } from '../../src/garments/vision-adapter';

const tag = process.argv[2] ?? 'now';
const only = process.argv[3] ?? '';
const CELL = 220;
const out = join('test-artifacts', 'closet-cutouts', tag);
mkdirSync(out, { recursive: true });
const config = loadConfig({ ...process.env, LOG_LEVEL: 'error' });
const vision = { logger: createLogger(config, 'cutout-sheet'), config };

const chequer = async (side: number) => {
  const tile = 12;
  let rects = '';
  for (let y = 0; y < side; y += tile) for (let x = (y / tile) % 2 ? tile : 0; x < side; x += 2 * tile) rects += `<rect x="${x}" y="${y}" width="${tile}" height="${tile}"/>`;
  return sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><rect width="${side}" height="${side}" fill="#f4f4f4"/><g fill="#dcdce8">${rects}</g></svg>`)).png().toBuffer();
};
const fit = (img: Buffer) => sharp(img).resize(CELL, CELL, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
const label = (text: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${CELL}" height="18"><rect width="${CELL}" height="18" fill="white"/><text x="4" y="13" font-size="12" font-family="sans-serif">${text.replace(/[<&]/g, '')}</text></svg>`);

const photos = readdirSync('stylist/eval/photos').filter((f) => f.endsWith('.jpg') && f.includes(only)).sort();
const background = await chequer(CELL);
const rows: Buffer[] = [];
for (const name of photos) {
  const bytes = await sharp(readFileSync(join('stylist/eval/photos', name))).rotate().resize(1024, 1024, { fit: 'inside' }).jpeg({ quality: 85 }).toBuffer({ resolveWithObject: true });
  const pieces = await cutPiecesOfPhoto(vision, { bytes: bytes.data, width: bytes.info.width, height: bytes.info.height, mimeType: 'image/jpeg' });
  const cells: { input: Buffer; left: number; top: number }[] = [
    { input: await fit(bytes.data), left: 0, top: 0 }, { input: label(name), left: 0, top: CELL },
  ];
  for (const [k, p] of pieces.entries()) {
    const cutout = await sharp(await renderCutout(p.source, p.mask)).png().toBuffer();
    writeFileSync(join(out, `${name.replace(/\.jpg$/, '')}-${p.piece ?? 'piece'}.png`), cutout);
    const left = (k + 1) * CELL;
    cells.push({ input: background, left, top: 0 }, { input: await fit(cutout), left, top: 0 }, { input: label(`${p.piece} ${p.category} ${p.colours.join(' ')}`), left, top: CELL });
  }
  rows.push(await sharp({ create: { width: 6 * CELL, height: CELL + 18, channels: 3, background: '#ffffff' } }).composite(cells).png().toBuffer());
  console.log(name, pieces.map((p) => `${p.piece}:${p.category}`).join(' '));
}
// Sheets of ten rows, so each stays readable.
for (let s = 0; s * 10 < rows.length; s++) {
  const part = rows.slice(s * 10, s * 10 + 10);
  await sharp({ create: { width: 6 * CELL, height: part.length * (CELL + 18), channels: 3, background: '#ffffff' } })
    .composite(part.map((input, i) => ({ input, left: 0, top: i * (CELL + 18) }))).png().toFile(join(out, `sheet-${s + 1}.png`));
}
process.exit(0);
