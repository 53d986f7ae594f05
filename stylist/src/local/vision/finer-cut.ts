import sharp from 'sharp';

/**
 * A photo as the models read it: RGB, 8 bits a channel; `source`, when known, the encoded file it
 * was decoded from (more pixels than the copy when the copy was shrunk).
 */
export interface RawImage { rgb: Buffer; width: number; height: number; source?: Buffer }

/** A part of the photo, normalised [x, y, w, h]; it may reach past the frame (padded black). */
export type Area = [number, number, number, number];

/**
 * Longest side a finer decode is made at: a person who is a sliver of a 12 MP photo would
 * otherwise have the whole photo decoded for one model input; at this size a person a tenth of
 * the frame wide is still ~200 px wide.
 */
const MAX_FINER_SIDE = 2048;
/** A finer decode pays for itself only when it shows the area at least this much larger. */
const WORTH = 1.25;

/**
 * The pixels of `area`, stretched to `outW` × `outH`, cut from the sharpest copy that helps.
 * The models read the photo decoded at a fixed size (pipeline.ts DECODE_SIDE); a person who is a
 * small part of it fills the model's input from fewer pixels than the input has, enlarged, so
 * their outline is a blur of the copy's pixels. A photographer zooms in on the subject: when the
 * area holds too few pixels for the input and the photo itself has more, the area is cut from the
 * photo decoded at its own size (up to `MAX_FINER_SIDE`). A person who is large in the photo is cut
 * from the copy, as before, at no cost.
 */
export async function cutArea(img: RawImage, area: Area, outW: number, outH: number): Promise<Buffer> {
  const from = await finerCopy(img, area, outW, outH);
  const left = Math.round(area[0] * from.width); const top = Math.round(area[1] * from.height);
  const w = Math.max(2, Math.round(area[2] * from.width)); const h = Math.max(2, Math.round(area[3] * from.height));
  let source = sharp(from.rgb, { raw: { width: from.width, height: from.height, channels: 3 } });
  const x0 = Math.max(0, left); const y0 = Math.max(0, top);
  const x1 = Math.min(from.width, left + w); const y1 = Math.min(from.height, top + h);
  if (x1 - x0 >= 2 && y1 - y0 >= 2) {
    const part = await source.extract({ left: x0, top: y0, width: x1 - x0, height: y1 - y0 })
      .extend({ left: x0 - left, top: y0 - top, right: left + w - x1, bottom: top + h - y1, background: { r: 0, g: 0, b: 0 } })
      .raw().toBuffer();
    source = sharp(part, { raw: { width: w, height: h, channels: 3 } });
  }
  return source.resize(outW, outH, { fit: 'fill' }).raw().toBuffer();
}

/**
 * How much larger than in `img` the area must be shown for its pixels to fill `outW` × `outH`
 * (1: it has as many already). Counted over the area, not per side: a tall narrow crop of a
 * person is enlarged across and shrunk down its length, holds as many pixels as the input, and
 * gains little from a finer decode, while the finer copy carries more of the encoding's noise:
 * the same photo prepared two ways differs there by JPEG artefacts the decoded copy averages out.
 * Counted per side, the narrow crops of the evaluation photos took the finer copy and their masks
 * moved with that noise (4 of 81 photos scored more than 0.1 apart between a camera original and
 * its phone copy, against 1 without; one by 4 points).
 */
export function enlargement(img: Pick<RawImage, 'width' | 'height'>, area: Area, outW: number, outH: number): number {
  const w = area[2] * img.width; const h = area[3] * img.height;
  return Math.max(1, Math.sqrt((outW * outH) / Math.max(1, w * h)));
}

/** Whether `area` holds too few of the copy's pixels for the input, so a finer decode is looked for. */
export function wantsFinerCut(img: RawImage, area: Area, outW: number, outH: number): boolean {
  return !!img.source && enlargement(img, area, outW, outH) >= WORTH;
}

const finer = new WeakMap<RawImage, Promise<RawImage>>();

/**
 * The copy to cut `area` from: `img`, or the photo decoded at its own size (up to
 * `MAX_FINER_SIDE`) when the area wants it and the photo has enough more pixels. The photo's own
 * size, not the size the area needs: that follows the person's box, which two copies of one photo
 * measure a few pixels apart, and a decode a few pixels larger resamples the whole photo onto
 * another grid (group.jpg's shoes read black in one copy and camel in the other at 747 and 741 px;
 * both camel at the photo's own 1024).
 */
async function finerCopy(img: RawImage, area: Area, outW: number, outH: number): Promise<RawImage> {
  if (!wantsFinerCut(img, area, outW, outH)) return img;
  let copy = finer.get(img);
  if (!copy) {
    // Decoded as pipeline.ts decodes the models' copy, only larger, so the colours are the same.
    copy = sharp(img.source!, { failOn: 'none', limitInputPixels: 40_000_000 })
      .resize(MAX_FINER_SIDE, MAX_FINER_SIDE, { fit: 'inside', withoutEnlargement: true })
      .removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true })
      .then(({ data, info }) => ({ rgb: data, width: info.width, height: info.height }));
    finer.set(img, copy);
  }
  const decoded = await copy;
  return decoded.width >= img.width * WORTH ? decoded : img;
}
