import type { ChatCompletionCreateParamsBase } from 'openai/resources/chat/completions';
import type { StylistInput } from '../stylist';
import type { AnswerFormat, ModelCapabilities } from './capabilities';
import { buildMessages } from './prompt';
import { RESPONSE_FORMAT, STRICT_STYLIST_ANSWER_SCHEMA } from './schema';

/** Fixed so the same outfit asks the same question the same way (with temperature 0). */
export const OPENAI_SEED = 20_240_611;

const SCHEMA_TEXT = JSON.stringify(STRICT_STYLIST_ANSWER_SCHEMA);

/** What the prompt adds when the endpoint cannot enforce the schema itself. */
const FORMAT_RULES: Record<AnswerFormat, string | undefined> = {
  json_schema: undefined,
  json_object: `Answer with one JSON object that matches this JSON schema exactly:\n${SCHEMA_TEXT}`,
  text: `Answer with one JSON object that matches this JSON schema exactly, and nothing else: no code fences, no explanation before or after it.\n${SCHEMA_TEXT}`,
};

export type RatingRequest = Omit<ChatCompletionCreateParamsBase, 'stream'>;

/**
 * The rating request in the best shape the endpoint accepts: a strict JSON schema, else JSON
 * object output with the schema in the prompt, else plain text with the schema in the prompt
 * (the first JSON object is taken from the answer). `seed` only where the endpoint accepts it;
 * the photo inline only for a model that sees, otherwise `photoText` in its place.
 */
export function buildRatingRequest(input: StylistInput, model: string, capabilities: ModelCapabilities, format: AnswerFormat, photoText: string | null): RatingRequest {
  const request: RatingRequest = {
    model,
    messages: buildMessages(input, { photoText, systemSuffix: FORMAT_RULES[format] }),
    temperature: 0,
  };
  if (format === 'json_schema') request.response_format = RESPONSE_FORMAT;
  if (format === 'json_object') request.response_format = { type: 'json_object' };
  if (capabilities.seed) request.seed = OPENAI_SEED;
  return request;
}
