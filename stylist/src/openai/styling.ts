import { Value } from 'typebox/value';
import type { TSchema } from 'typebox';
import { Combination, GeneratedOutfit, LANGUAGE_NAMES, OutfitAdvice, TrendDraftList, type Language } from '@fitrater/contracts';
import type { StylistLogger } from '../logger';
import { StylistUnavailableError, type StylistCallOptions } from '../stylist';
import type { StylingEngine } from '../styling';
import { createOpenAiClient, type OpenAiConfig } from './client';
import { STYLIST_UNAVAILABLE_MESSAGE } from './errors';
import { OPENAI_SEED } from './openai-stylist';
import { addSwatches } from './swatches';
import { toStylistError } from './sdk-errors';

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
 * The `openai` styling engine: any OpenAI-compatible Chat Completions endpoint, asked for a
 * JSON object and checked against the same schema as the local engine's answer. An answer
 * that fails the schema is asked for once more; then the request fails as unavailable.
 */
export function createOpenAiStylingEngine(config: OpenAiConfig, logger: StylistLogger): StylingEngine {
  const log = logger.child({ engine: 'openai', model: config.openaiModel, capability: 'styling' });
  const client = createOpenAiClient(config, log);
  const apiKey = config.openaiApiKey ?? '';

  /** `complete` fills in what the engine adds to the model's answer before it is checked. */
  async function ask<T>(kind: keyof typeof SHAPES, schema: TSchema, language: Language, input: unknown, options: StylistCallOptions = {}, complete?: (data: unknown) => void): Promise<T> {
    const messages = [
      { role: 'system' as const, content: `You are FitRater's professional stylist. ${TASKS[kind]} Write every text in ${LANGUAGE_NAMES[language] ?? 'English'}. Answer with one JSON object of exactly this shape and nothing else: ${SHAPES[kind]}` },
      { role: 'user' as const, content: JSON.stringify(input) },
    ];
    for (let attempt = 1; attempt <= ANSWER_ATTEMPTS; attempt++) {
      let content: string | null | undefined;
      try {
        const completion = await client.chat.completions.create(
          { model: config.openaiModel, messages, response_format: { type: 'json_object' }, temperature: 0.4, seed: OPENAI_SEED },
          { signal: options.signal },
        );
        content = completion.choices?.[0]?.message?.content;
      } catch (error) {
        throw toStylistError(error, apiKey, options.signal);
      }
      try {
        const data: unknown = JSON.parse(content ?? '');
        complete?.(data);
        if (Value.Check(schema, data)) return data as T;
        log.warn({ attempt, kind, path: Value.Errors(schema, data)[0]?.instancePath }, 'openai styling answer outside the schema');
      } catch {
        log.warn({ attempt, kind }, 'openai styling answer is not JSON');
      }
    }
    throw new StylistUnavailableError(STYLIST_UNAVAILABLE_MESSAGE, new Error('the styling answer failed the schema twice'));
  }

  // The profile goes without anything identifying: styles, colours, budget and rated outfits only.
  return {
    name: 'openai',
    generate: (input, o) => ask('generate', GeneratedOutfit, input.language, { occasion: input.occasion, weather: input.weather, bodyType: input.bodyType, preferences: { ...input.profile, bestOutfits: input.profile.bestOutfits.map((b) => ({ rating: b.overallRating, occasion: b.occasion, outfit: b.text })) } }, o, addSwatches),
    combine: (input, o) => ask('combine', Combination, input.language, { occasion: input.occasion, outfits: input.outfits.map((b) => ({ id: b.ratingId, rating: b.overallRating, components: b.components })) }, o),
    suggest: (input, o) => ask('suggest', OutfitAdvice, input.language, { occasion: input.occasion, description: input.description, rating: input.outfit ? { overall: input.outfit.overallRating, components: input.outfit.components, description: input.outfit.description } : null }, o),
    trends: async (input, o) => (await ask<{ trends: never[] }>('trends', TrendDraftList, input.language, { season: input.season, timeframe: input.timeframe, today: input.now.toISOString().slice(0, 10) }, o)).trends,
  };
}
