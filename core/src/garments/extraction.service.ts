import sharp from 'sharp';
import {
  GARMENT_EXTRACT_STAGE_PERCENT, GARMENT_PIECES, isLanguage, type GarmentExtractStage, type GarmentPiece, type Language, type RatingGarmentsReply,
} from '@fitrater/contracts';
import { AppError } from '@fitrater/platform';
import type { GarmentDescriber } from '@fitrater/stylist';
import type { CoreContext } from '../context';
import { RatingModel } from '../ratings';
import { UserModel } from '../users';
import { draftKeys, draftPrefix, renderCutout } from './garment-files';
import { ClosetItemModel, GarmentExtractionModel, type ExtractedPiece } from './garment.models';
import { toSeenGarment } from './garment-view';
import { describePiece } from './piece-description';
import { cutPiecesOfPhoto } from './vision-adapter';

/** The member's own finished rating, or 404 (another member's looks missing) / 409 (not finished). */
export async function ownFinishedRating(ctx: CoreContext, userId: string, ratingId: string): Promise<RatingModel> {
  const rating = await RatingModel.query(ctx.db).findOne({ id: ratingId, userId });
  if (!rating) throw new AppError('NOT_FOUND', 'Rating not found');
  if (rating.status !== 'done') throw new AppError('RATING_NOT_READY');
  return rating;
}

async function view(ctx: CoreContext, row: GarmentExtractionModel): Promise<RatingGarmentsReply> {
  const added = await ClosetItemModel.query(ctx.db).select('id', 'sourcePiece').where({ userId: row.userId, sourceRatingId: row.ratingId });
  const itemOf = new Map(added.map((i) => [i.sourcePiece, i.id]));
  return {
    ratingId: row.ratingId, status: row.status, stage: row.stage, percent: GARMENT_EXTRACT_STAGE_PERCENT[row.stage],
    garments: row.status === 'done' ? row.garments.map((g) => toSeenGarment(row.ratingId, g, itemOf.get(g.piece) ?? null)) : [],
    error: row.errorCode ? { code: row.errorCode, message: row.errorMessage ?? '' } : null,
  };
}

/**
 * GET /api/ratings/{id}/garments: the pieces of a rated photo. The first call starts the extraction
 * job; later calls read its row (the truth a reloading client reads; the socket events are the fast path).
 */
export async function ratingGarments(ctx: CoreContext, userId: string, ratingId: string): Promise<RatingGarmentsReply> {
  const rating = await ownFinishedRating(ctx, userId, ratingId);
  const status = rating.preparedImageKey ? 'queued' : 'done';
  // knex, not objection: on a conflict objection's insert still answers with the values it was given.
  const [inserted] = await ctx.db(GarmentExtractionModel.tableName)
    .insert({ ratingId, userId, status, stage: status, garments: JSON.stringify([]) })
    .onConflict('rating_id').ignore().returning('*') as GarmentExtractionModel[];
  if (inserted && rating.preparedImageKey) await ctx.producer.enqueue('closet.extract', { ratingId, userId });
  const row = inserted ? GarmentExtractionModel.fromJson(inserted) : await GarmentExtractionModel.query(ctx.db).findById(ratingId);
  return view(ctx, row!);
}

function stageOf(ctx: CoreContext, row: Pick<GarmentExtractionModel, 'ratingId' | 'userId'>) {
  return async (stage: GarmentExtractStage) => {
    await Promise.all([
      GarmentExtractionModel.query(ctx.db).patch({ stage, status: 'processing' }).where({ ratingId: row.ratingId }).whereIn('status', ['queued', 'processing']),
      ctx.publisher.publish(row.userId, 'closet.extract.progress', { ratingId: row.ratingId, stage, percent: GARMENT_EXTRACT_STAGE_PERCENT[stage] })
        .catch((error: Error) => ctx.logger.debug({ err: error.message }, 'extraction progress not published')),
    ]);
  };
}

/**
 * The `closet.extract` job: the engine's vision finds the person and the pieces, each is cut out
 * (the person's garment pixels on a clean background) and pre-filled, by the model when `describe`
 * is given (the openai engine), else by the built-in reading; nothing reaches the closet until the
 * member confirms a piece. Idempotent: a finished extraction is announced again, a failed one stays failed.
 */
export async function runGarmentExtraction(ctx: CoreContext, ratingId: string, describe?: GarmentDescriber | null): Promise<{ status: 'done' | 'failed' | 'missing'; pieces: number }> {
  const [claimed] = await GarmentExtractionModel.query(ctx.db).patch({ status: 'processing', stage: 'seeing' })
    .where({ ratingId }).whereIn('status', ['queued', 'processing']).returning('*') as unknown as GarmentExtractionModel[];
  if (!claimed) {
    const row = await GarmentExtractionModel.query(ctx.db).findById(ratingId);
    if (!row) return { status: 'missing', pieces: 0 };
    if (row.status === 'done') await ctx.publisher.publish(row.userId, 'closet.extract.done', { ratingId, garments: (await view(ctx, row)).garments }).catch(() => undefined);
    return { status: row.status === 'done' ? 'done' : 'failed', pieces: row.garments.length };
  }
  const stage = stageOf(ctx, claimed);
  void ctx.publisher.publish(claimed.userId, 'closet.extract.progress', { ratingId, stage: 'seeing', percent: GARMENT_EXTRACT_STAGE_PERCENT.seeing }).catch(() => undefined);
  const started = performance.now();
  const [rating, user] = await Promise.all([RatingModel.query(ctx.db).findById(ratingId), UserModel.query(ctx.db).findById(claimed.userId)]);
  const bytes = rating?.preparedImageKey ? await ctx.storage.get(rating.preparedImageKey) : null;
  if (!rating || !bytes) return { status: 'missing', pieces: 0 };
  const language: Language = isLanguage(user?.language) ? user.language : 'en';
  const meta = await sharp(bytes).metadata();
  const cut = await cutPiecesOfPhoto(ctx, { bytes, width: meta.width ?? 1, height: meta.height ?? 1, mimeType: 'image/jpeg' });
  await stage('cutting');
  const pieces: ExtractedPiece[] = [];
  await Promise.all(cut.map(async (p) => {
    const piece = p.piece as GarmentPiece;
    const keys = draftKeys(claimed.userId, ratingId, piece);
    const [fields] = await Promise.all([
      describePiece(p, language, describe),
      ctx.storage.put(keys.source, p.source), ctx.storage.put(keys.mask, p.mask), renderCutout(p.source, p.mask).then((cutout) => ctx.storage.put(keys.cutout, cutout)),
    ]);
    pieces.push({ piece, ...fields, confidence: p.confidence });
  }));
  pieces.sort((a, b) => GARMENT_PIECES.indexOf(a.piece) - GARMENT_PIECES.indexOf(b.piece));
  await stage('saving');
  const [done] = await GarmentExtractionModel.query(ctx.db)
    .patch({ status: 'done', stage: 'done', garments: pieces, engineMs: Math.round(performance.now() - started), completedAt: ctx.now() })
    .where({ ratingId }).returning('*') as unknown as GarmentExtractionModel[];
  // The rating (or the account) was deleted while the job ran: leave no files behind.
  if (!done || !(await RatingModel.query(ctx.db).findById(ratingId))) {
    await ctx.storage.deletePrefix(draftPrefix(claimed.userId, ratingId));
    return { status: 'missing', pieces: 0 };
  }
  await ctx.publisher.publish(done.userId, 'closet.extract.done', { ratingId, garments: (await view(ctx, done)).garments }).catch(() => undefined);
  return { status: 'done', pieces: pieces.length };
}

/** Ends an extraction as failed (last attempt) and tells the member. */
export async function failGarmentExtraction(ctx: CoreContext, ratingId: string): Promise<void> {
  const code = 'EXTRACTION_FAILED', message = 'The pieces of this photo could not be cut out. Please try again later.';
  const [row] = await GarmentExtractionModel.query(ctx.db).patch({ status: 'failed', stage: 'failed', errorCode: code, errorMessage: message, completedAt: ctx.now() })
    .where({ ratingId }).whereIn('status', ['queued', 'processing']).returning('*') as unknown as GarmentExtractionModel[];
  if (row) await ctx.publisher.publish(row.userId, 'closet.extract.failed', { ratingId, error: { code, message } }).catch(() => undefined);
}

/** A seen piece's cut-out for its owner, or 404. */
export async function seenGarmentImage(ctx: CoreContext, userId: string, ratingId: string, piece: GarmentPiece): Promise<Buffer> {
  const row = await GarmentExtractionModel.query(ctx.db).findOne({ ratingId, userId });
  if (!row || !row.garments.some((g) => g.piece === piece)) throw new AppError('NOT_FOUND');
  const bytes = await ctx.storage.get(draftKeys(userId, ratingId, piece).cutout);
  if (!bytes) throw new AppError('NOT_FOUND');
  return bytes;
}
