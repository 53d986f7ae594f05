import { randomUUID } from 'node:crypto';
import {
  isLanguage, type ClosetItem, type ClosetItemDetail, type CreateClosetItemFromRatingBody, type GarmentCategory, type Language, type MaskStroke,
  type PatchClosetItemBody,
} from '@fitrater/contracts';
import { AppError } from '@fitrater/platform';
import { garments, type GarmentDescriber } from '@fitrater/stylist';
import type { CoreContext } from '../context';
import { ratingImagePath } from '../ratings';
import { UserModel } from '../users';
import { applyStrokes, draftKeys, itemKeys, itemPrefix, renderCutout } from './garment-files';
import type { ClosetItemModel } from './garment.models';
import { deleteOwnItem, findOwnItem, insertItemRow, latestWearsOf, ownRatingsAmong, patchOwnItem } from './closet-item.repository';
import { findOwnExtraction } from './garment-extraction.repository';
import { toClosetItem } from './garment-view';
import { describePiece } from './piece-description';
import { cutFlatGarment } from './vision-adapter';

/** The wears an item's detail lists. */
const DETAIL_WEARS = 30;

/** The member's own item, or 404 (another member's item is not found, never forbidden). */
export async function ownItem(ctx: CoreContext, userId: string, itemId: string): Promise<ClosetItemModel> {
  const row = await findOwnItem(ctx.db, userId, itemId);
  if (!row) throw new AppError('NOT_FOUND', 'Closet item not found');
  return row;
}

/** The database's cap (trigger closet_items_cap) and the one-piece-once index, as the API's errors. */
function insertError(error: unknown): never {
  const e = error as { constraint?: string; nativeError?: { constraint?: string }; message?: string };
  const constraint = e.constraint ?? e.nativeError?.constraint;
  if (constraint === 'closet_items_cap' || /closet is full/.test(e.message ?? '')) throw new AppError('CLOSET_FULL');
  if (constraint === 'closet_items_rating_piece') throw new AppError('GARMENT_ALREADY_ADDED');
  throw error;
}

async function insertItem(ctx: CoreContext, row: Partial<ClosetItemModel> & { id: string; userId: string }, files: { source: Buffer; mask: Buffer; cutout: Buffer }): Promise<ClosetItem> {
  const keys = itemKeys(row.userId, row.id);
  await Promise.all([
    ctx.storage.put(keys.source, files.source), ctx.storage.put(keys.originalMask, files.mask), ctx.storage.put(keys.mask, files.mask), ctx.storage.put(keys.cutout, files.cutout),
  ]);
  try {
    const inserted = await insertItemRow(ctx.db, {
      ...row, imageKey: keys.cutout, sourceImageKey: keys.source, originalMaskKey: keys.originalMask, maskKey: keys.mask,
    });
    return toClosetItem(inserted);
  } catch (error) {
    await ctx.storage.deletePrefix(itemPrefix(row.userId, row.id));
    return insertError(error);
  }
}

/** POST /api/closet/items {ratingId, piece}: a piece the member confirmed, with their corrections. */
export async function addPieceFromRating(ctx: CoreContext, userId: string, body: CreateClosetItemFromRatingBody): Promise<ClosetItem> {
  const extraction = await findOwnExtraction(ctx.db, userId, body.ratingId);
  const seen = extraction?.status === 'done' ? extraction.garments.find((g) => g.piece === body.piece) : undefined;
  if (!seen) throw new AppError('NOT_FOUND', 'This piece was not found in the rated photo');
  const keys = draftKeys(userId, body.ratingId, body.piece);
  const [source, mask, cutout] = await Promise.all([ctx.storage.get(keys.source), ctx.storage.get(keys.mask), ctx.storage.get(keys.cutout)]);
  if (!source || !mask || !cutout) throw new AppError('NOT_FOUND', 'This piece was not found in the rated photo');
  const category = body.category ?? seen.category;
  const colours = body.colours ?? seen.colours;
  const formality = body.formality ?? seen.formality;
  const language = (await UserModel.query(ctx.db).findById(userId))?.language ?? 'en';
  const changed = category !== seen.category || formality !== seen.formality || colours[0] !== seen.colours[0];
  // The kind read in the photo holds while the piece stays the lower half it was seen as.
  const lowerKind = category === 'bottom' && seen.category === 'bottom' ? seen.lower ?? null : null;
  return insertItem(ctx, {
    id: randomUUID(), userId, name: body.name?.trim() || (changed ? garments.itemName(category, formality, colours, language, category === seen.category ? seen.lower : undefined) : seen.name),
    category, colours, formality, lowerKind, seasons: seen.seasons, occasions: changed ? garments.occasionsFor(formality) : seen.occasions,
    source: 'rating', sourceRatingId: body.ratingId, sourcePiece: body.piece,
  }, { source, mask, cutout });
}

/**
 * POST /api/closet/items multipart: one garment laid flat or hung, described like a rated photo's
 * pieces (by the model when `describe` is given, the openai engine; else the built-in reading).
 * With a category (bulk mode) nothing reads it: the member's category is kept as given.
 */
export async function addUploadedGarment(
  ctx: CoreContext, userId: string, upload: { bytes: Buffer; category: GarmentCategory | null; name: string | null }, describe?: GarmentDescriber | null,
): Promise<ClosetItem> {
  const cut = await cutFlatGarment(upload.bytes, upload.category).catch(() => null);
  if (!cut) throw new AppError('NO_GARMENT_FOUND');
  const user = await UserModel.query(ctx.db).findById(userId);
  const language: Language = isLanguage(user?.language) ? user.language : 'en';
  const [fields, cutout] = await Promise.all([describePiece(cut, language, upload.category ? null : describe), renderCutout(cut.source, cut.mask)]);
  return insertItem(ctx, {
    id: randomUUID(), userId, name: upload.name?.trim() || fields.name, category: fields.category, colours: fields.colours,
    formality: fields.formality, seasons: fields.seasons, occasions: fields.occasions, source: 'upload',
  }, { source: cut.source, mask: cut.mask, cutout });
}

/** GET /api/closet/items/{id}: the item, the rated outfits it came from or was worn in (with scores), its latest wears. */
export async function closetItemDetail(ctx: CoreContext, userId: string, itemId: string): Promise<ClosetItemDetail> {
  const row = await ownItem(ctx, userId, itemId);
  const wears = await latestWearsOf(ctx.db, userId, itemId, DETAIL_WEARS);
  const ratingIds = [...new Set([row.sourceRatingId, ...wears.map((w) => w.ratingId)].filter((id): id is string => Boolean(id)))];
  const ratings = await ownRatingsAmong(ctx.db, userId, ratingIds);
  return {
    ...toClosetItem(row),
    outfits: ratings.map((r) => ({
      ratingId: r.id, score: r.overallRating === null ? null : Number(r.overallRating), occasion: r.occasion,
      imageUrl: r.preparedImageKey ? ratingImagePath(r.id) : null, ratedAt: new Date(r.createdAt).toISOString(),
    })),
    wears: wears.map((w) => ({ id: w.id, wornOn: w.wornOn, ratingId: w.ratingId, stylingRequestId: w.stylingRequestId })),
  };
}

/**
 * The kind a PATCH leaves on the item: the member's correction, or none once the item stops being a
 * bottom (a top has no lower kind). A kind on an item that is not a bottom is refused.
 */
function lowerKindPatch(body: PatchClosetItemBody, category: GarmentCategory): Pick<ClosetItemModel, 'lowerKind'> | object {
  const after = body.category ?? category;
  if (body.lowerKind !== undefined) {
    if (body.lowerKind !== null && after !== 'bottom') throw new AppError('VALIDATION', 'Invalid request: only a bottom has a lower kind');
    return { lowerKind: body.lowerKind };
  }
  return after === 'bottom' ? {} : { lowerKind: null };
}

export async function patchClosetItem(ctx: CoreContext, userId: string, itemId: string, body: PatchClosetItemBody): Promise<ClosetItem> {
  const current = await ownItem(ctx, userId, itemId);
  const name = body.name?.trim();
  if (body.name !== undefined && !name) throw new AppError('VALIDATION', 'Invalid request: a name cannot be empty');
  const row = await patchOwnItem(ctx.db, userId, itemId, {
    ...(name ? { name } : {}),
    ...(body.category ? { category: body.category } : {}),
    ...lowerKindPatch(body, current.category),
    ...(body.colours ? { colours: body.colours } : {}),
    ...(body.formality ? { formality: body.formality } : {}),
    ...(body.seasons ? { seasons: body.seasons } : {}),
    ...(body.occasions ? { occasions: body.occasions } : {}),
    ...(body.price !== undefined ? { price: body.price } : {}),
    updatedAt: ctx.now(),
  });
  if (!row) throw new AppError('NOT_FOUND', 'Closet item not found');
  return toClosetItem(row);
}

export async function deleteClosetItem(ctx: CoreContext, userId: string, itemId: string): Promise<void> {
  if (!(await deleteOwnItem(ctx.db, userId, itemId))) throw new AppError('NOT_FOUND', 'Closet item not found');
  await ctx.storage.deletePrefix(itemPrefix(userId, itemId));
}

export async function closetItemImage(ctx: CoreContext, userId: string, itemId: string): Promise<Buffer> {
  const row = await ownItem(ctx, userId, itemId);
  const bytes = await ctx.storage.get(row.imageKey);
  if (!bytes) throw new AppError('NOT_FOUND');
  return bytes;
}

/**
 * PUT /api/closet/items/{id}/mask: the member's strokes on the item's latest mask (kept here, so a fix
 * builds on the last one from any device) or, with `base: 'original'`, on the cut-out as first made
 * (no strokes: every fix undone); the cut-out is made again.
 */
export async function fixClosetItemCutout(
  ctx: CoreContext, userId: string, itemId: string, strokes: readonly MaskStroke[], base: 'latest' | 'original' = 'latest',
): Promise<ClosetItem> {
  const row = await ownItem(ctx, userId, itemId);
  const [source, start] = await Promise.all([ctx.storage.get(row.sourceImageKey), ctx.storage.get(base === 'original' ? row.originalMaskKey : row.maskKey)]);
  if (!source || !start) throw new AppError('NOT_FOUND');
  const mask = strokes.length ? await applyStrokes(start, strokes) : start;
  await ctx.storage.put(row.maskKey, mask);
  await ctx.storage.put(row.imageKey, await renderCutout(source, mask));
  const updated = await patchOwnItem(ctx.db, userId, itemId, { imageVersion: row.imageVersion + 1, updatedAt: ctx.now() });
  if (!updated) throw new AppError('NOT_FOUND', 'Closet item not found');
  return toClosetItem(updated);
}
