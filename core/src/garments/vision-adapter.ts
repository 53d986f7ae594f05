import sharp from 'sharp';
import { GARMENT_PIECES, type GarmentCategory, type GarmentColour, type GarmentPiece } from '@fitrater/contracts';
import { garments, localVision, type GarmentMasks, type PreparedImage } from '@fitrater/stylist';
import type { CoreContext } from '../context';
import { maskPng } from './garment-files';

/**
 * The one place the closet asks the engine's vision for anything: the person, the pieces and their
 * regions (through @fitrater/stylist's public exports only), and the cut-out masks made from them.
 * A piece is cut from the vision's own reading of its pixels (the rated person's mask within the
 * garment's place, skin left out: `garmentMasks`); the region's colours are the fallback (accessories,
 * or a report without masks).
 */

/** The grid the masks are computed on: enough for a clean edge once smoothed and scaled up, cheap to test per pixel. */
const MASK_SIDE = 384;
/** A piece whose region the engine is less sure of than this is not offered. */
const MIN_CONFIDENCE = 0.25;
/** Accessories are small patches at the head, neck and wrists: offered only when the engine is fairly sure (skin and hair pass for them otherwise). */
const MIN_ACCESSORY_CONFIDENCE = 0.5;

export interface CutPiece {
  piece: GarmentPiece | null;
  category: GarmentCategory;
  colours: GarmentColour[];
  confidence: number;
  /**
   * A photo's lower half: the kind of garment the vision read (skirt, trousers, shorts), null when
   * it could not tell; absent for other pieces and for a garment laid flat.
   */
  lower?: garments.LowerKind | null;
  /** The photo cropped to the piece (JPEG) and its mask on the same frame (grey PNG). */
  source: Buffer;
  mask: Buffer;
}

async function workImage(photo: Buffer) {
  const { data, info } = await sharp(photo).removeAlpha().resize(MASK_SIDE, MASK_SIDE, { fit: 'inside' }).raw().toBuffer({ resolveWithObject: true });
  return { rgb: data, width: info.width, height: info.height };
}

/** The photo and the mask cropped to a normalised box (the photo at full resolution, the mask on its grid). */
async function crop(photo: Buffer, size: { width: number; height: number }, cut: garments.GarmentMask): Promise<{ source: Buffer; mask: Buffer }> {
  const px = (v: number, side: number) => Math.max(0, Math.min(side - 1, Math.round(v * side)));
  const region = (w: number, h: number) => {
    const left = px(cut.box.x, w), top = px(cut.box.y, h);
    return { left, top, width: Math.max(1, Math.min(w - left, Math.round(cut.box.w * w))), height: Math.max(1, Math.min(h - top, Math.round(cut.box.h * h))) };
  };
  const [source, mask] = await Promise.all([
    sharp(photo).extract(region(size.width, size.height)).jpeg({ quality: 90 }).toBuffer(),
    maskPng(cut.mask, cut.width, cut.height).then((png) => sharp(png).extract(region(cut.width, cut.height)).png().toBuffer()),
  ]);
  return { source, mask };
}

/** The vision's garment parts a piece is cut from (a one-piece is its top and its bottom together). */
function partsOf(piece: GarmentPiece, onePiece: boolean): ('top' | 'bottom' | 'footwear')[] {
  if (piece === 'top') return onePiece ? ['top', 'bottom'] : ['top'];
  return piece === 'bottom' || piece === 'footwear' ? [piece] : [];
}

/**
 * The photo and a feathered mask cropped to the cut's box, both at the photo's resolution: the mask
 * is scaled up from its grid smoothly (no staircase), then its edge is narrowed to a few pixels of
 * soft alpha so the garment sits cleanly on any background.
 */
async function cropFeathered(photo: Buffer, size: { width: number; height: number }, cut: garments.GarmentMask): Promise<{ source: Buffer; mask: Buffer }> {
  const region = (w: number, h: number) => {
    const left = Math.max(0, Math.min(w - 1, Math.floor(cut.box.x * w))), top = Math.max(0, Math.min(h - 1, Math.floor(cut.box.y * h)));
    return { left, top, width: Math.max(1, Math.min(w - left, Math.ceil(cut.box.w * w))), height: Math.max(1, Math.min(h - top, Math.ceil(cut.box.h * h))) };
  };
  const onPhoto = region(size.width, size.height), onGrid = region(cut.width, cut.height);
  const scale = onPhoto.width / onGrid.width;
  const [source, mask] = await Promise.all([
    sharp(photo).extract(onPhoto).jpeg({ quality: 90 }).toBuffer(),
    sharp(Buffer.from(cut.mask.buffer, cut.mask.byteOffset, cut.mask.byteLength), { raw: { width: cut.width, height: cut.height, channels: 1 } })
      .extract(onGrid).resize(onPhoto.width, onPhoto.height, { fit: 'fill', kernel: 'cubic' })
      .blur(Math.max(0.6, scale * 0.6)).linear(2, -128).toColourspace('b-w').png({ compressionLevel: 6 }).toBuffer(),
  ]);
  return { source, mask };
}

/** The photo at the masks' grid, for the colours of a piece cut from them. */
async function gridImage(photo: Buffer, masks: GarmentMasks) {
  const data = await sharp(photo).removeAlpha().resize(masks.width, masks.height, { fit: 'fill' }).raw().toBuffer();
  return { rgb: data, width: masks.width, height: masks.height };
}

/** The pieces the engine sees on the person in a rated photo, each cut out (none when the vision is off or sees nobody). */
export async function cutPiecesOfPhoto(ctx: Pick<CoreContext, 'logger'> & { config: Pick<CoreContext['config'], 'localVision'> }, photo: PreparedImage): Promise<CutPiece[]> {
  const detect = localVision(ctx.logger, ctx.config.localVision);
  if (!detect) return [];
  // The decode for the masks runs on the main thread while the vision thread looks at the photo.
  const [report, work] = await Promise.all([detect(photo, undefined, { garments: true }), workImage(photo.bytes)]);
  if (!report || report.chosen < 0) return [];
  const masks = report.garmentMasks ?? null;
  const grid = masks ? await gridImage(photo.bytes, masks) : null;
  const pieces: CutPiece[] = [];
  for (const piece of GARMENT_PIECES) {
    const region = report.regions[piece];
    if (!region || region.confidence < (piece === 'accessories' ? MIN_ACCESSORY_CONFIDENCE : MIN_CONFIDENCE)) continue;
    const own = masks && grid ? garments.personGarmentMask(masks, partsOf(piece, report.onePiece), grid) : null;
    const cut = own ?? garments.pieceMask(work, region, { skin: report.skin });
    if (!cut) continue;
    const colours = garments.maskColours(own && grid ? grid : work, cut.mask);
    if (colours.length === 0) continue;
    const files = own ? await cropFeathered(photo.bytes, photo, cut) : await crop(photo.bytes, photo, cut);
    pieces.push({
      piece, category: garments.categoryOfPiece(piece, report.onePiece && piece === 'top'), colours,
      confidence: Math.round(Math.min(1, region.confidence * Math.min(1, cut.fill * 2)) * 100) / 100, ...files,
      ...(piece === 'bottom' ? { lower: report.lowerKind ?? null } : {}),
    });
  }
  // A one-piece is seen as a top and a bottom of one colour: offer it once, as the top.
  return report.onePiece ? pieces.filter((p) => p.piece !== 'bottom') : pieces;
}

/** One garment laid flat or hung, cut from its background (null when nothing stands out from it). */
export async function cutFlatGarment(bytes: Buffer, category: GarmentCategory | null): Promise<CutPiece | null> {
  const photo = await sharp(bytes, { failOn: 'none' }).rotate().resize(1024, 1024, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 90 }).toBuffer({ resolveWithObject: true });
  const work = await workImage(photo.data);
  const cut = garments.flatGarmentMask(work);
  if (!cut) return null;
  // Bulk mode (a category given) skips the engine's reading of the piece: only the cut-out is made.
  const colours = category ? [] : garments.maskColours(work, cut.mask);
  const files = await crop(photo.data, { width: photo.info.width, height: photo.info.height }, cut);
  return { piece: null, category: category ?? garments.categoryOfOutline(cut.box, work), colours, confidence: Math.round(Math.min(1, cut.fill * 1.5) * 100) / 100, ...files };
}
