import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import {
  CLOSET_ITEM_COLOURS_MAX, CLOSET_ITEM_NAME_MAX_LENGTH, GARMENT_CATEGORIES, GARMENT_COLOURS, GARMENT_FORMALITIES, GarmentCategorySchema, GarmentColourSchema,
  GarmentFormalitySchema, LANGUAGE_NAMES, type Language,
} from '@fitrater/contracts';
import type { StylistLogger } from '../logger';
import type { PreparedImage } from '../stylist';
import { extractJsonObject } from './extract-json';
import { fallbackReasonOf } from './fallback';
import { OPENAI_SEED, type RatingRequest } from './rating-request';
import type { OpenAiRuntime } from './runtime';

/** What the model says one garment is: checked against this before anything of it is used. */
export const GarmentDescription = Type.Object({
  name: Type.String({ minLength: 1, maxLength: CLOSET_ITEM_NAME_MAX_LENGTH }),
  category: GarmentCategorySchema,
  colours: Type.Array(GarmentColourSchema, { minItems: 1, maxItems: CLOSET_ITEM_COLOURS_MAX, uniqueItems: true }),
  formality: GarmentFormalitySchema,
}, { additionalProperties: false });
export type GarmentDescription = Static<typeof GarmentDescription>;

export interface GarmentToDescribe {
  /** The garment cut from its photo (JPEG): the piece alone, on its own crop. */
  image: Pick<PreparedImage, 'bytes' | 'mimeType'>;
  /** What the built-in reading took it for: a hint, the model may correct it. */
  category: string;
  language: Language;
}

/** Describes one garment, or null when the model's answer is unusable (the built-in reading stays). */
export type GarmentDescriber = (garment: GarmentToDescribe, options?: { signal?: AbortSignal }) => Promise<GarmentDescription | null>;

/** Calls per garment when the answer fails its schema: the first and one retry. */
const ATTEMPTS = 2;

const SHAPE = `{"name": string (2-5 words, in the user's language, e.g. "Navy linen blazer"), "category": ${GARMENT_CATEGORIES.map((c) => `"${c}"`).join('|')}, "colours": 1-4 of [${GARMENT_COLOURS.map((c) => `"${c}"`).join(', ')}] (main first), "formality": ${GARMENT_FORMALITIES.map((f) => `"${f}"`).join('|')}}`;

/**
 * The openai engine describing a garment for the closet (AI_PROVIDER=openai): the cut-out shown to
 * the rating model (it sees photos), asked for the piece's name, category, colours and formality
 * as one JSON object, checked against `GarmentDescription`; asked once more when the answer fails.
 * Null, never an error, when the model does not see, is unavailable or answers outside the schema:
 * the closet then keeps the built-in reading.
 */
export function createOpenAiGarmentDescriber(runtime: OpenAiRuntime, logger: StylistLogger): GarmentDescriber {
  const model = runtime.settings.openaiModel;
  const log = logger.child({ engine: 'openai', model, capability: 'closet' });
  return async (garment, options = {}) => {
    try {
      const { capabilities } = await runtime.capabilities.get(model);
      if (!capabilities.images) return null;
      const request: RatingRequest = {
        model,
        messages: [
          { role: 'system', content: `You are FitRater's stylist cataloguing a member's wardrobe. Describe the one garment in the photo. Write the name in ${LANGUAGE_NAMES[garment.language] ?? 'English'}. Answer with one JSON object of exactly this shape and nothing else: ${SHAPE}` },
          {
            role: 'user',
            content: [
              { type: 'text', text: `The wardrobe app took this piece for: ${garment.category}.` },
              { type: 'image_url', image_url: { url: `data:${garment.image.mimeType};base64,${garment.image.bytes.toString('base64')}`, detail: 'low' } },
            ],
          },
        ],
        temperature: 0,
      };
      if (capabilities.jsonObject) request.response_format = { type: 'json_object' };
      if (capabilities.seed) request.seed = OPENAI_SEED;
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        const reply = await runtime.call(model, request, { stream: false, signal: options.signal });
        let data: unknown;
        try {
          data = JSON.parse(reply.content);
        } catch {
          data = extractJsonObject(reply.content);
        }
        if (data && typeof data === 'object' && typeof (data as { name?: unknown }).name === 'string') {
          (data as { name: string }).name = (data as { name: string }).name.trim();
        }
        if (Value.Check(GarmentDescription, data)) return data;
        log.warn({ attempt, path: data === null ? null : Value.Errors(GarmentDescription, data)[0]?.instancePath }, 'openai garment description unusable');
      }
      return null;
    } catch (error) {
      options.signal?.throwIfAborted();
      log.warn({ reason: fallbackReasonOf(error), err: (error as Error).message }, 'openai garment description failed: the built-in reading stays');
      return null;
    }
  };
}
