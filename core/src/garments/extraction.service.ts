import sharp from 'sharp';
import {
  GARMENT_EXTRACT_STAGE_PERCENT, GARMENT_PIECES, isLanguage, type GarmentPiece, type Language, type RatingGarmentsReply,
} from '@fitrater/contracts';
import { AppError } from '@fitrater/platform';
import type { GarmentDescriber } from '@fitrater/stylist';
import type { CoreContext } from '../context';
import { RatingModel } from '../ratings';
import { UserModel } from '../users';
import { draftKeys, draftPrefix, renderCutout } from './garment-files';
import type { ExtractedPiece, GarmentExtractionModel } from './garment.models';
import { findExtraction, findOwnExtraction, insertExtractionOnce, itemsAddedFrom, saveExtractedPieces } from './garment-extraction.repository';
import { toSeenGarment } from './garment-view';
import { describePiece } from './piece-description';
import { ExtractionSourceGone, extractionJob } from './extraction-job';
import { cutPiecesOfPhoto } from './vision-adapter';

/** The member's own finished rating, or 404 (another member's looks missing) / 409 (not finished). */
export async function ownFinishedRating(ctx: CoreContext, userId: string, ratingId: string): Promise<RatingModel> {
  const rating = await RatingModel.query(ctx.db).findOne({ id: ratingId, userId });
  if (!rating) throw new AppError('NOT_FOUND', 'Rating not found');
  if (rating.status !== 'done') throw new AppError('RATING_NOT_READY');
  return rating;
}

async function view(ctx: CoreContext, row: GarmentExtractionModel): Promise<RatingGarmentsReply> {
  const itemOf = await itemsAddedFrom(ctx.db, row.userId, row.ratingId);
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
  const inserted = await insertExtractionOnce(ctx.db, { ratingId, userId, status });
  if (inserted && rating.preparedImageKey) await ctx.producer.enqueue('closet.extract', { ratingId, userId });
  const row = inserted ?? await findExtraction(ctx.db, ratingId);
  return view(ctx, row!);
}

/**
 * The `closet.extract` job: the engine's vision finds the person and the pieces, each is cut out
 * (the person's garment pixels on a clean background) and pre-filled, by the model when `describe`
 * is given (the openai engine), else by the built-in reading; nothing reaches the closet until the
 * member confirms a piece. A tracked job (extraction-job.ts): idempotent, a finished extraction is
 * announced again, a failed one stays failed. Throws ExtractionSourceGone when the photo is gone.
 */
export async function runGarmentExtraction(ctx: CoreContext, ratingId: string, describe?: GarmentDescriber | null): Promise<{ status: 'done' | 'failed' | 'missing'; pieces: number }> {
  const outcome = await extractionJob.run(ctx, ratingId, {
    firstStage: 'seeing',
    async produce(claimed, stages) {
      const started = performance.now();
      const [rating, user] = await Promise.all([RatingModel.query(ctx.db).findById(ratingId), UserModel.query(ctx.db).findById(claimed.userId)]);
      const bytes = rating?.preparedImageKey ? await ctx.storage.get(rating.preparedImageKey) : null;
      if (!rating || !bytes) throw new ExtractionSourceGone();
      const language: Language = isLanguage(user?.language) ? user.language : 'en';
      const meta = await sharp(bytes).metadata();
      const cut = await cutPiecesOfPhoto(ctx, { bytes, width: meta.width ?? 1, height: meta.height ?? 1, mimeType: 'image/jpeg' });
      await stages.save('cutting');
      const pieces: ExtractedPiece[] = [];
      await Promise.all(cut.map(async (p) => {
        const piece = p.piece as GarmentPiece;
        const keys = draftKeys(claimed.userId, ratingId, piece);
        const [fields] = await Promise.all([
          describePiece(p, language, describe),
          ctx.storage.put(keys.source, p.source), ctx.storage.put(keys.mask, p.mask), renderCutout(p.source, p.mask).then((cutout) => ctx.storage.put(keys.cutout, cutout)),
        ]);
        pieces.push({ piece, ...fields, confidence: p.confidence, ...(p.lower !== undefined ? { lower: p.lower } : {}) });
      }));
      pieces.sort((a, b) => GARMENT_PIECES.indexOf(a.piece) - GARMENT_PIECES.indexOf(b.piece));
      await stages.save('saving');
      const done = await saveExtractedPieces(ctx.db, ratingId, { garments: pieces, engineMs: Math.round(performance.now() - started), at: ctx.now() });
      // The rating (or the account) was deleted while the job ran: leave no files behind.
      if (!done || !(await RatingModel.query(ctx.db).findById(ratingId))) {
        await ctx.storage.deletePrefix(draftPrefix(claimed.userId, ratingId));
        throw new ExtractionSourceGone();
      }
      return done;
    },
    async finish(done) {
      await ctx.publisher.publish(done.userId, 'closet.extract.done', { ratingId, garments: (await view(ctx, done)).garments }).catch(() => undefined);
      return { status: 'done' as const, pieces: done.garments.length };
    },
  });
  return 'pieces' in outcome ? outcome : { status: outcome.status, pieces: 0 };
}

/** A seen piece's cut-out for its owner, or 404. */
export async function seenGarmentImage(ctx: CoreContext, userId: string, ratingId: string, piece: GarmentPiece): Promise<Buffer> {
  const row = await findOwnExtraction(ctx.db, userId, ratingId);
  if (!row || !row.garments.some((g) => g.piece === piece)) throw new AppError('NOT_FOUND');
  const bytes = await ctx.storage.get(draftKeys(userId, ratingId, piece).cutout);
  if (!bytes) throw new AppError('NOT_FOUND');
  return bytes;
}
