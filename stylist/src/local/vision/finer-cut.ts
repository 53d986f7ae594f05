import sharp from 'sharp';

/** A photo as the models read it: RGB, 8 bits a channel; `source`, when known, the file it was decoded from. */
export interface RawImage { rgb: Buffer; width: number; height: number; source?: PhotoSource }

/** The encoded photo a decoded copy was made from, and its own size: more pixels than the copy when it was shrunk. */
export interface PhotoSource { bytes: Buffer; width: number; height: number }

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
 * small part of it fills the model's input from few pixels, enlarged, so their outline is a blur
 * of the copy's pixels. A photographer zooms in on the subject: when the area is smaller than the
 * input on either side and the photo itself has more pixels, the area is cut from the photo
 * decoded as much larger as the input needs (up to the photo's own size and `MAX_FINER_SIDE`).
 * A person who is large in the photo is cut from the copy, as before, at no cost.
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

/** How much larger than in `img` the area must be shown to fill `outW` × `outH` without enlarging (1: not at all). */
export function enlargement(img: Pick<RawImage, 'width' | 'height'>, area: Area, outW: number, outH: number): number {
  const w = area[2] * img.width; const h = area[3] * img.height;
  return Math.max(1, outW / Math.max(1, w), outH / Math.max(1, h));
}

/** The side of the finer decode for `area`; null when the copy in hand is as good as it gets. */
export function finerSide(img: RawImage, area: Area, outW: number, outH: number): number | null {
  const src = img.source;
  if (!src) return null;
  const long = Math.max(img.width, img.height);
  const side = Math.min(Math.max(src.width, src.height), MAX_FINER_SIDE, Math.ceil(long * enlargement(img, area, outW, outH)));
  return side >= long * WORTH ? side : null;
}

const finer = new WeakMap<RawImage, Map<number, Promise<RawImage>>>();

async function finerCopy(img: RawImage, area: Area, outW: number, outH: number): Promise<RawImage> {
  const side = finerSide(img, area, outW, outH);
  if (side === null) return img;
  let bySide = finer.get(img);
  if (!bySide) finer.set(img, (bySide = new Map()));
  let copy = bySide.get(side);
  if (!copy) {
    // Decoded as pipeline.ts decodes the models' copy, only larger, so the colours are the same.
    copy = sharp(img.source!.bytes, { failOn: 'none', limitInputPixels: 40_000_000 })
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true })
      .then(({ data, info }) => ({ rgb: data, width: info.width, height: info.height }));
    bySide.set(side, copy);
  }
  return copy;
}
