// Name stability under relighting: each labelled photo taken again, in effect, in other light (a dim
// lamp-lit room, cool shade, a phone's flatter tone curve), seen again, and its garments' main
// colours compared with the photo as it is. The names kept need no label, so they cannot be tuned to the labels; a
// colour reading that keeps a fabric's name when only the light changes is one that generalises.
// Beside it, of the garments named right in the original, how many the labels still accept.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { linearToSrgb, srgbToLinear } from '../../src/local/colour/oklab';
import type { VisionClient } from '../../src/local/vision/client';
import { preparePhoto } from '../../src/local/vision/inspect';
import type { Half } from './split';
import type { PhotoResult } from './photos';

interface Relighting { name: string; gains: readonly [number, number, number]; gamma: number }

/** Each a light a phone photo is often taken in, as gains on linear R, G, B and a tone curve. */
export const RELIGHTINGS: readonly Relighting[] = [
  // A room lit by one tungsten lamp: under half the light, amber.
  { name: 'dim lamp', gains: [0.45, 0.36, 0.25], gamma: 1 },
  // Outdoor shade under a blue sky.
  { name: 'cool shade', gains: [0.62, 0.7, 0.8], gamma: 1 },
  // A phone's flatter, lifted tone curve in a slightly dim room.
  { name: 'flat curve', gains: [0.8, 0.8, 0.8], gamma: 0.85 },
];

export interface RelightResult {
  file: string; half: Half; light: string; part: string; before: string; after: string | null;
  /** Whether the hand label accepts the name before and after relighting. */
  rightBefore: boolean; rightAfter: boolean;
}

/** The photo's bytes in other light, as a JPEG the worker would send. */
export async function relit(bytes: Buffer, r: Relighting): Promise<Buffer> {
  const { data, info } = await sharp(bytes, { failOn: 'none' }).rotate().removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const out = Buffer.alloc(data.length);
  for (let i = 0; i < data.length; i++) {
    const v = linearToSrgb(srgbToLinear(data[i]!) * r.gains[i % 3]!) / 255;
    out[i] = Math.round(255 * v ** r.gamma);
  }
  return sharp(out, { raw: { width: info.width, height: info.height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

/**
 * Every garment seen in a labelled photo with a person, relit: its main colour before and after.
 * `all` false (the default run) relights each photo once, the lights taken in turn, so the row
 * costs one more look per photo; `all` true relights each photo in every light.
 */
export async function scoreRelighting(dir: URL, client: VisionClient, photos: readonly PhotoResult[], all = false): Promise<RelightResult[]> {
  const out: RelightResult[] = [];
  let turn = 0;
  for (const photo of photos) {
    const seen = photo.garments.filter((g) => g.colour !== null);
    if (!seen.length) continue;
    const bytes = readFileSync(new URL(photo.file, dir));
    for (const light of all ? RELIGHTINGS : [RELIGHTINGS[turn++ % RELIGHTINGS.length]!]) {
      const report = await client.detect(await preparePhoto(await relit(bytes, light)));
      for (const g of seen) {
        const after = report?.regions[g.part]?.palette[0]?.id ?? null;
        const accepted = photo.label[g.part] ?? [];
        out.push({
          file: photo.file, half: photo.half, light: light.name, part: g.part, before: g.colour!, after,
          rightBefore: accepted.includes(g.colour!), rightAfter: after !== null && accepted.includes(after),
        });
      }
    }
  }
  return out;
}

const pct = (n: number, d: number): string => (d ? `${((100 * n) / d).toFixed(1)} % (${n}/${d})` : 'n/a');

/** Names kept per half and per light; verbose lists the tuning half's changes only. */
export function relightReport(results: readonly RelightResult[], verbose: boolean): string {
  const kept = (rs: readonly RelightResult[]): string => pct(rs.filter((r) => r.after === r.before).length, rs.length);
  // A lilac dress read mauve in one light and lilac in another changed its name but not its rightness.
  const right = (rs: readonly RelightResult[]): string => pct(rs.filter((r) => r.rightBefore && r.rightAfter).length, rs.filter((r) => r.rightBefore).length);
  const lines = [
    'Colour names kept when the photo is relit (garments seen in the original; kept | still right of those right)',
    `  all                    ${kept(results)} | ${right(results)}`,
    `  tuning half            ${kept(results.filter((r) => r.half === 'tuning'))} | ${right(results.filter((r) => r.half === 'tuning'))}`,
    `  held-out half          ${kept(results.filter((r) => r.half === 'heldOut'))} | ${right(results.filter((r) => r.half === 'heldOut'))}`,
    ...RELIGHTINGS.map((l) => `  ${l.name.padEnd(22)} ${kept(results.filter((r) => r.light === l.name))} | ${right(results.filter((r) => r.light === l.name))}`),
  ];
  if (verbose) {
    for (const r of results.filter((x) => x.half === 'tuning' && x.after !== x.before)) {
      lines.push(`  - ${r.file} ${r.part} in ${r.light}: ${r.before} → ${r.after ?? 'unseen'}`);
    }
  }
  return lines.join('\n');
}
