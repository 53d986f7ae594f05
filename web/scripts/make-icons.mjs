#!/usr/bin/env node
// Renders the PWA icons from public/icons/icon.svg. Run once after changing the
// SVG (`node web/scripts/make-icons.mjs`); the PNGs are committed.
import sharp from 'sharp';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../public/icons/', import.meta.url));
const svg = readFileSync(`${dir}icon.svg`);
for (const size of [192, 512]) {
  await sharp(svg, { density: 300 }).resize(size, size).png({ compressionLevel: 9 }).toFile(`${dir}icon-${size}.png`);
}
// Maskable variant: the logo inside the 80% safe zone on a full-bleed background.
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#0b0a10' } })
  .composite([{ input: await sharp(svg, { density: 300 }).resize(410, 410).png().toBuffer(), gravity: 'center' }])
  .png({ compressionLevel: 9 })
  .toFile(`${dir}icon-maskable-512.png`);
console.log('icons written to', dir);
