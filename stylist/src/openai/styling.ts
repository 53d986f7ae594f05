import { Value } from 'typebox/value';
import type { TSchema } from 'typebox';
import { Combination, GeneratedOutfit, LANGUAGE_NAMES, OutfitAdvice, TrendDraftList, type AddressForm, type Language, type TrendDraft } from '@fitrater/contracts';
import { addressInstruction } from './address-prompt';
import type { StylistLogger } from '../logger';
import type { StylistCallOptions } from '../stylist';
import type { StylingEngine } from '../styling';
import { createLocalStylingEngine } from '../local/styling';
import type { OpenAiConfig } from './client';
import { extractJsonObject } from './extract-json';
import { fallbackReasonOf, UnusableAnswerError } from './fallback';
import { OPENAI_SEED, type RatingRequest } from './rating-request';
import { createOpenAiRuntime, type OpenAiEngineOptions, type OpenAiRuntime } from './runtime';
import { addSwatches } from './swatches';

/** Calls per answer when the answer fails its schema: the first and one retry. */
const ANSWER_ATTEMPTS = 2;

const SHAPES = {
  generate: '{"confidence_rating": number 0-10, "outfit": {"top": string, "bottom": string, "footwear": string, "accessories": string, "colors": string[1-6]}, "styling_notes": string, "weather_considerations": string, "body_type_tips": string}',
  combine: '{"confidence_score": number 0-10, "top": string, "bottom": string, "footwear": string, "accessories": string, "styling_notes": string, "sourceRatingIds": string[] (ids of the outfits you used, from the input)}',
  suggest: '{"top"|"bottom"|"shoes"|"accessories": {"advice": string, "keepCurrent": boolean, "recommendation": string}, "overall": string}',
  trends: '{"trends": [{"name": string, "description": string, "category": "clothing"|"accessories"|"colors"|"patterns"|"footwear", "season": "spring"|"summer"|"fall"|"winter"|"year-round", "trendLevel": "emerging"|"rising"|"peak"|"declining", "confidenceScore": number 0-1, "tags": string[≤6], "colors": "#rrggbb"[1-5], "occasions": string[≤4]}] (1-20 items)}',
} as const;

const TASKS = {
  generate: 'Design one complete outfit for the occasion, weather and body type given. Never leave legs or feet bare in cold weather, no sportswear at a job interview, rain-proof shoes in rain, and a harmonious palette.',
  combine: 'Combine pieces from the user\'s outfits rated 7 or more (given with their component descriptions) into one new outfit for the occasion.',
  suggest: 'Improve the outfit: for each part keep what scored well (keepCurrent true) and replace what scored low, saying why.',
  trends: 'List the fashion trends for the season and timeframe given, honestly, with their current level.',
} as const;

/**
 * The `openai` styling engine on OPENAI_STYLING_MODEL: asked for a JSON object (JSON-object
 * output where the endpoint accepts it, otherwise the object is taken from its text), checked
 * against the same schema as the local engine's answer. An answer that fails the schema is
 * asked for once more; when the model cannot give one, the built-in engine answers (unless the
 * operator chose to fail).
 */
export function createOpenAiStylingEngine(config: OpenAiConfig, logger: StylistLogger, options: OpenAiEngineOptions & { runtime?: OpenAiRuntime } = {}): StylingEngine {
  const runtime = options.runtime ?? createOpenAiRuntime(config, logger, options);
  const model = runtime.settings.openaiStylingModel;
  const log = logger.child({ engine: 'openai', model, capability: 'styling' });
  const local = runtime.builtIn ? createLocalStylingEngine() : null;

  /** `complete` fills in what the engine adds to the model's answer before it is checked. */
  async function fromModel<T>(kind: keyof typeof SHAPES, schema: TSchema, language: Language, input: unknown, signal: AbortSignal | undefined, complete?: (data: unknown) => void): Promise<T> {
    const { capabilities } = await runtime.capabilities.get(model);
    const request: RatingRequest = {
      model,
      messages: [
        { role: 'system' as const, content: `You are FitRater's professional stylist. ${TASKS[kind]} Write every text in ${LANGUAGE_NAMES[language] ?? 'English'}.${addressInstruction(language, (input as { addressForm?: AddressForm } | null)?.addressForm)} Answer with one JSON object of exactly this shape and nothing else: ${SHAPES[kind]}` },
        { role: 'user' as const, content: JSON.stringify(input) },
      ],
      temperature: 0.4,
    };
    if (capabilities.jsonObject) request.response_format = { type: 'json_object' };
    if (capabilities.seed) request.seed = OPENAI_SEED;
    for (let attempt = 1; attempt <= ANSWER_ATTEMPTS; attempt++) {
      const reply = await runtime.call(model, request, { stream: capabilities.streaming, signal });
      let data: unknown = null;
      try {
        data = JSON.parse(reply.content);
      } catch {
        data = extractJsonObject(reply.content);
      }
      if (data === null) {
        log.warn({ attempt, kind }, 'openai styling answer is not JSON');
        continue;
      }
      complete?.(data);
      if (Value.Check(schema, data)) return data as T;
      log.warn({ attempt, kind, path: Value.Errors(schema, data)[0]?.instancePath }, 'openai styling answer outside the schema');
    }
    throw new UnusableAnswerError('unusable', 'the styling answer failed the schema twice');
  }

  async function ask<T>(kind: keyof typeof SHAPES, schema: TSchema, language: Language, input: unknown, options: StylistCallOptions, builtIn: (engine: StylingEngine) => Promise<T>, complete?: (data: unknown) => void): Promise<T> {
    try {
      return await fromModel<T>(kind, schema, language, input, options.signal, complete);
    } catch (error) {
      const reason = fallbackReasonOf(error);
      if (!local || !runtime.mayFallBack(error, reason, options.signal)) throw error;
      runtime.reportFallback('styling', reason, model, error);
      options.onFallback?.(reason);
      return builtIn(local);
    }
  }

  // The profile goes without anything identifying: styles, colours, budget and rated outfits only.
  return {
    name: 'openai',
    generate: (input, o = {}) => ask('generate', GeneratedOutfit, input.language, { addressForm: input.addressForm, occasion: input.occasion, weather: input.weather, bodyType: input.bodyType, preferences: { ...input.profile, bestOutfits: input.profile.bestOutfits.map((b) => ({ rating: b.overallRating, occasion: b.occasion, outfit: b.text })) } }, o, (e) => e.generate(input, o), addSwatches),
    combine: (input, o = {}) => ask('combine', Combination, input.language, { addressForm: input.addressForm, occasion: input.occasion, outfits: input.outfits.map((b) => ({ id: b.ratingId, rating: b.overallRating, components: b.components })) }, o, (e) => e.combine(input, o)),
    suggest: (input, o = {}) => ask('suggest', OutfitAdvice, input.language, { addressForm: input.addressForm, occasion: input.occasion, description: input.description, rating: input.outfit ? { overall: input.outfit.overallRating, components: input.outfit.components, description: input.outfit.description } : null }, o, (e) => e.suggest(input, o)),
    trends: async (input, o = {}) => (await ask<{ trends: TrendDraft[] }>('trends', TrendDraftList, input.language, { season: input.season, timeframe: input.timeframe, today: input.now.toISOString().slice(0, 10) }, o, async (e) => ({ trends: await e.trends(input, o) }))).trends,
  };
}
