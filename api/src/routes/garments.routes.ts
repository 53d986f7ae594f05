import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Value } from 'typebox/value';
import {
  ClosetAnalytics, ClosetItem, ClosetItemDetail, ClosetItemList, ClosetItemListQuery, ClosetItemMaskBody, ClosetItemParams, CLOSET_UPLOAD_MAX_BYTES,
  CreateClosetItemFromRatingBody, CreateClosetItemRequest, FileReply, GARMENT_CATEGORIES, NoContent, PatchClosetItemBody, RatingGarmentsReply,
  RatingIdParams, RatingPieceParams, SwapReply, SwapRequestBody, validatorOf, WearItemBody, WearLookBody, WearReply, type GarmentCategory,
} from '@fitrater/contracts';
import {
  addPieceFromRating, addUploadedGarment, closetAnalytics, closetItemDetail, closetItemImage, deleteClosetItem, fixClosetItemCutout,
  listClosetItems, patchClosetItem, ratingGarments, seenGarmentImage, swapSuggestions, wearItem, wearLook, type CoreContext,
} from '@fitrater/core';
import { AppError } from '@fitrater/platform';
import { selectGarmentDescriber } from '@fitrater/providers';
import { currentAuth } from '../plugins/auth.plugin';
import { byUser } from '../plugins/rate-limit.plugin';
import { bodyCheckedByHandler, typed } from './typed';

/** Per member and hour: edits, wears and fixes are cheap; uploads cut a photo; swaps re-rate many outfits. */
const WRITE_LIMIT = [{ rule: { name: 'closet-write-user', max: 600, windowSeconds: 3600 }, key: byUser }];
const UPLOAD_LIMIT = [{ rule: { name: 'closet-upload-user', max: 300, windowSeconds: 3600 }, key: byUser }];
const SWAP_LIMIT = [{ rule: { name: 'closet-swaps-user', max: 120, windowSeconds: 3600 }, key: byUser }];
const UPLOAD_TOO_LARGE = 'The photo is too large: at most 10 MB';

/** One garment photo in a multipart form: `file`, and optionally `category` (bulk mode) and `name`. */
async function readGarmentForm(request: FastifyRequest): Promise<{ bytes: Buffer; category: GarmentCategory | null; name: string | null }> {
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  for await (const part of request.parts({ limits: { fileSize: CLOSET_UPLOAD_MAX_BYTES, files: 1, fields: 3, fieldSize: 1024 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') throw new AppError('VALIDATION', 'Invalid request: the photo goes in the field "file"');
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE', UPLOAD_TOO_LARGE);
        throw error;
      }
      if (part.file.truncated) throw new AppError('FILE_TOO_LARGE', UPLOAD_TOO_LARGE);
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  if (!bytes?.length) throw new AppError('VALIDATION', 'No image selected');
  const unknown = Object.keys(fields).filter((k) => k !== 'category' && k !== 'name');
  if (unknown.length) throw new AppError('VALIDATION', `Invalid request: unknown field ${unknown[0]}`);
  const category = fields.category ?? null;
  if (category !== null && !(GARMENT_CATEGORIES as readonly string[]).includes(category)) throw new AppError('VALIDATION', 'Invalid request: category is not one of the garment categories');
  const name = fields.name?.trim() || null;
  if (name !== null && name.length > 60) throw new AppError('VALIDATION', 'Invalid request: name must be at most 60 characters');
  return { bytes, category: category as GarmentCategory | null, name };
}

function checkPieceBody(body: unknown): CreateClosetItemFromRatingBody {
  if (validatorOf(CreateClosetItemFromRatingBody).Check(body)) return body;
  const first = [...Value.Errors(CreateClosetItemFromRatingBody, body)][0];
  const field = first?.instancePath.replace(/^\//, '');
  throw new AppError('VALIDATION', `Invalid request: ${field ? `${field} ` : ''}${first?.message ?? 'body must be a JSON object'}`);
}

/** The closet of garments: every item, rating and look is checked to be the caller's (another member's is 404). */
export async function garmentRoutes(server: FastifyInstance, { ctx }: { ctx: CoreContext }) {
  const app = typed(server);
  const userId = (request: FastifyRequest) => currentAuth(request).user.id;

  app.get('/api/ratings/:id/garments', {
    preHandler: app.authenticate,
    schema: { summary: 'The pieces seen in a rated photo, to confirm for your closet', params: RatingIdParams, response: { 200: RatingGarmentsReply } },
  }, async (request) => ratingGarments(ctx, userId(request), request.params.id));

  app.get('/api/ratings/:id/garments/:piece/image', {
    preHandler: app.authenticate,
    schema: { summary: 'The cut-out of one piece seen in a rated photo', params: RatingPieceParams, response: { 200: FileReply('image/webp', 'The cut-out, transparent background') } },
  }, async (request, reply) => reply.type('image/webp').header('cache-control', 'private, max-age=3600')
    .send(await seenGarmentImage(ctx, userId(request), request.params.id, request.params.piece)));

  app.post('/api/closet/items', {
    preHandler: app.authenticate,
    bodyLimit: CLOSET_UPLOAD_MAX_BYTES + 64 * 1024,
    config: { userUnchanged: true, rateLimits: UPLOAD_LIMIT },
    // Documented here; JSON is checked by checkPieceBody, the multipart form by readGarmentForm.
    schema: { summary: 'Add a garment: a piece of a rated photo, or a photo of one garment', body: CreateClosetItemRequest, response: { 201: ClosetItem } },
    validatorCompiler: bodyCheckedByHandler,
    errorHandler(error) {
      if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError('FILE_TOO_LARGE', UPLOAD_TOO_LARGE);
      throw error;
    },
  }, async (request, reply) => {
    const item = request.isMultipart()
      ? await addUploadedGarment(ctx, userId(request), await readGarmentForm(request), selectGarmentDescriber(ctx.config, ctx.logger, ctx.redis))
      : await addPieceFromRating(ctx, userId(request), checkPieceBody(request.body));
    return reply.status(201).send(item);
  });

  app.get('/api/closet/items', {
    preHandler: app.authenticate,
    schema: { summary: 'Your garments, filtered, with counts per filter', querystring: ClosetItemListQuery, response: { 200: ClosetItemList } },
  }, async (request) => listClosetItems(ctx, userId(request), request.query));

  app.get('/api/closet/items/:id', {
    preHandler: app.authenticate,
    schema: { summary: 'One garment: its outfits, scores and wears', params: ClosetItemParams, response: { 200: ClosetItemDetail } },
  }, async (request) => closetItemDetail(ctx, userId(request), request.params.id));

  app.patch('/api/closet/items/:id', {
    preHandler: app.authenticate,
    config: { userUnchanged: true, rateLimits: WRITE_LIMIT },
    schema: { summary: 'Edit a garment (name, category, colours, price…)', params: ClosetItemParams, body: PatchClosetItemBody, response: { 200: ClosetItem } },
  }, async (request) => patchClosetItem(ctx, userId(request), request.params.id, request.body));

  app.delete('/api/closet/items/:id', {
    preHandler: app.authenticate,
    config: { userUnchanged: true, rateLimits: WRITE_LIMIT },
    schema: { summary: 'Remove a garment from your closet', params: ClosetItemParams, response: { 204: NoContent } },
  }, async (request, reply) => {
    await deleteClosetItem(ctx, userId(request), request.params.id);
    return reply.status(204).send();
  });

  app.get('/api/closet/items/:id/image', {
    preHandler: app.authenticate,
    schema: { summary: 'A garment\'s cut-out', params: ClosetItemParams, response: { 200: FileReply('image/webp', 'The cut-out, transparent background') } },
  }, async (request, reply) => reply.type('image/webp').header('cache-control', 'private, max-age=86400')
    .send(await closetItemImage(ctx, userId(request), request.params.id)));

  app.put('/api/closet/items/:id/mask', {
    preHandler: app.authenticate,
    config: { userUnchanged: true, rateLimits: WRITE_LIMIT },
    schema: { summary: 'Fix a garment\'s cut-out with brush strokes (on its latest mask)', params: ClosetItemParams, body: ClosetItemMaskBody, response: { 200: ClosetItem } },
  }, async (request) => fixClosetItemCutout(ctx, userId(request), request.params.id, request.body.strokes, request.body.base));

  app.post('/api/closet/items/:id/wear', {
    preHandler: app.authenticate,
    // "Today" needs no body at all: a bodyless POST is read as `{}`.
    preValidation: async (request) => { request.body ??= {}; },
    config: { userUnchanged: true, rateLimits: WRITE_LIMIT },
    schema: { summary: 'Log that you wore a garment', params: ClosetItemParams, body: WearItemBody, response: { 201: WearReply } },
  }, async (request, reply) => reply.status(201).send(await wearItem(ctx, userId(request), request.params.id, request.body?.wornOn)));

  app.post('/api/closet/wears', {
    preHandler: app.authenticate,
    config: { userUnchanged: true, rateLimits: WRITE_LIMIT },
    schema: { summary: '"I wore this": a rated outfit or a generated look', body: WearLookBody, response: { 201: WearReply } },
  }, async (request, reply) => reply.status(201).send(await wearLook(ctx, userId(request), request.body)));

  app.get('/api/closet/analytics', {
    preHandler: app.authenticate,
    schema: { summary: 'Your most and least worn garments', response: { 200: ClosetAnalytics } },
  }, async (request) => closetAnalytics(ctx, userId(request)));

  app.post('/api/closet/swaps', {
    preHandler: app.authenticate,
    config: { userUnchanged: true, rateLimits: SWAP_LIMIT },
    schema: { summary: 'Swaps from your closet that raise an outfit\'s score', body: SwapRequestBody, response: { 200: SwapReply } },
  }, async (request) => swapSuggestions(ctx, userId(request), request.body));
}
