import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Value } from 'typebox/value';
import {
  CreateRatingBody, CreateRatingReply, Rating, RatingIdParams, RatingList, RatingListQuery, RATING_IMAGE_MAX_BYTES,
  RATING_JSON_BODY_LIMIT, NoContent, FileReply, CreateRatingRequest, validatorOf,
} from '@fitrater/contracts';
import {
  RATING_FILE_TOO_LARGE, decodeDataUrl, deleteRating, getOwnRating, getRating, listOutfits, listRatings, ratingCardPng, requestRating, type CoreContext, type RawRatingInput,
} from '@fitrater/core';
import { AppError } from '@fitrater/platform';
import { currentAuth } from '../plugins/auth.plugin';
import { bodyCheckedByHandler, typed } from './typed';

/**
 * The one check of the rate form's fields, for the JSON body and the multipart fields alike
 * (a route body schema would apply to, and reject, multipart requests, so it runs here).
 */
function checkRatingFields(body: unknown): CreateRatingBody {
  if (validatorOf(CreateRatingBody).Check(body)) return body;
  const first = [...Value.Errors(CreateRatingBody, body)][0];
  const field = first?.instancePath.replace(/^\//, '') || (first?.params as { requiredProperties?: string[] } | undefined)?.requiredProperties?.[0];
  if (field === 'occasion' || (first && /occasion/.test(JSON.stringify(first.params)))) throw new AppError('VALIDATION', 'Please select an occasion');
  throw new AppError('VALIDATION', `Invalid request: ${field ? `${field} ` : ''}${first?.message ?? 'body must be a JSON object'}`);
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;

function idempotencyKey(request: FastifyRequest): string | null {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return null;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) throw new AppError('VALIDATION', 'Invalid request: Idempotency-Key must be 8–64 letters, digits, - or _');
  return key;
}

/** Reads the multipart form: `file` plus the same text fields as the JSON body, checked by the same schema. */
async function readMultipart(request: FastifyRequest): Promise<RawRatingInput> {
  const fields: Record<string, string> = {};
  let imageBytes: Buffer | null = null;
  for await (const part of request.parts({ limits: { fileSize: RATING_IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 4096 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') throw new AppError('VALIDATION', 'Invalid request: the photo goes in the field "file"');
      try {
        imageBytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE', RATING_FILE_TOO_LARGE);
        throw error;
      }
      // The stream stops at the limit; whether toBuffer throws depends on the plugin's options, so check it here too.
      if (part.file.truncated) throw new AppError('FILE_TOO_LARGE', RATING_FILE_TOO_LARGE);
    } else if (typeof part.value === 'string') {
      if (part.value.includes('\u0000')) throw new AppError('VALIDATION', 'Invalid request: text may not contain NUL characters');
      fields[part.fieldname] = part.value;
    }
  }
  const form = checkRatingFields(fields);
  return { imageBytes, description: form.description, occasion: form.occasion, customOccasion: form.customOccasion };
}

export async function ratingRoutes(server: FastifyInstance, { ctx }: { ctx: CoreContext }) {
  const app = typed(server);
  app.post('/api/ratings', {
    bodyLimit: RATING_JSON_BODY_LIMIT + 8 * 1024,
    preHandler: app.authenticate,
    // Documented here; checked by checkRatingFields for JSON and multipart alike (one validation path).
    schema: { summary: 'Rate an outfit photo', body: CreateRatingRequest, response: { 202: CreateRatingReply } },
    validatorCompiler: bodyCheckedByHandler,
    // A body over the limit is a photo over 10 MB: say so in the rate form's words.
    errorHandler(error) {
      if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError('FILE_TOO_LARGE', RATING_FILE_TOO_LARGE);
      throw error;
    },
  }, async (request, reply) => {
    const auth = currentAuth(request);
    let raw: RawRatingInput;
    if (request.isMultipart()) {
      raw = await readMultipart(request);
    } else {
      const body = checkRatingFields(request.body);
      raw = { imageBytes: body.imageUrl ? decodeDataUrl(body.imageUrl) : null, description: body.description, occasion: body.occasion, customOccasion: body.customOccasion };
    }
    const result = await requestRating(ctx, { ...raw, userId: auth.user.id, user: auth.user, idempotencyKey: idempotencyKey(request) });
    return reply.status(202).send(result);
  });

  app.get('/api/ratings/:id', {
    preHandler: app.authenticate,
    schema: { summary: 'One rating and its progress', params: RatingIdParams, response: { 200: Rating } },
  }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return getRating(ctx, currentAuth(request).user.id, request.params.id);
  });

  app.get('/api/ratings', {
    preHandler: app.authenticate,
    schema: { summary: 'Your ratings, newest first', querystring: RatingListQuery, response: { 200: RatingList } },
  }, async (request) => listRatings(ctx, currentAuth(request).user.id, request.query));

  app.delete('/api/ratings/:id', {
    preHandler: app.authenticate,
    schema: { summary: 'Delete a rating', params: RatingIdParams, response: { 204: NoContent } },
  }, async (request, reply) => {
    await deleteRating(ctx, currentAuth(request).user.id, request.params.id);
    return reply.status(204).send();
  });

  app.get('/api/user/outfits', {
    preHandler: app.authenticate,
    schema: { summary: 'Your rated outfits', response: { 200: RatingList.properties.items } },
  }, async (request) => listOutfits(ctx, currentAuth(request).user.id));

  // Photos and cards are served only to their owner (object-level check in getOwnRating).
  app.get('/api/ratings/:id/image', {
    preHandler: app.authenticate,
    schema: { summary: 'A rating\'s photo', params: RatingIdParams, response: { 200: FileReply('image/jpeg', 'The rated photo, as prepared for the stylist') } },
  }, async (request, reply) => {
    const rating = await getOwnRating(ctx, currentAuth(request).user.id, request.params.id);
    const bytes = rating.preparedImageKey ? await ctx.storage.get(rating.preparedImageKey) : null;
    if (!bytes) throw new AppError('NOT_FOUND', 'No photo for this rating');
    return reply.type('image/jpeg').header('cache-control', 'private, max-age=86400').send(bytes);
  });

  app.get('/api/ratings/:id/card.png', {
    preHandler: app.authenticate,
    schema: { summary: 'A rating\'s share card image', params: RatingIdParams, response: { 200: FileReply('image/png', 'The share card') } },
  }, async (request, reply) => {
    const rating = await getOwnRating(ctx, currentAuth(request).user.id, request.params.id);
    const png = await ratingCardPng(ctx, rating);
    if (!png) throw new AppError('NOT_FOUND', 'The share card is ready once the rating is done');
    return reply
      .type('image/png')
      .header('cache-control', 'private, max-age=86400')
      .header('content-disposition', `attachment; filename="fitrater-${rating.id.slice(0, 8)}.png"`)
      .send(png);
  });
}
