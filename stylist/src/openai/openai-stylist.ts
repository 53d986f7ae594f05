import type { ChatCompletion, ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import type { StylistAnswer } from '@fitrater/contracts';
import type { StylistLogger } from '../logger';
import { StylistRefusedError, StylistUnavailableError, type Stylist, type StylistCallOptions, type StylistInput } from '../stylist';
import { parseStylistAnswer } from './answer';
import { createOpenAiClient, type OpenAiConfig } from './client';
import { STYLIST_UNAVAILABLE_MESSAGE } from './errors';
import { createOpenAiChat } from './chat';
import { buildMessages } from './prompt';
import { RESPONSE_FORMAT } from './schema';
import { toStylistError } from './sdk-errors';

/** Fixed so the same outfit asks the same question the same way (with temperature 0). */
export const OPENAI_SEED = 20_240_611;

/** Calls per rating when the answer is not a valid StylistAnswer: the first and one retry. */
const ANSWER_ATTEMPTS = 2;

export const REFUSED_MESSAGE = 'This photo cannot be rated. Please upload a photo of an outfit.';

export function buildRequest(input: StylistInput, model: string): ChatCompletionCreateParamsNonStreaming {
  return {
    model,
    messages: buildMessages(input),
    response_format: RESPONSE_FORMAT,
    temperature: 0,
    seed: OPENAI_SEED,
  };
}

/**
 * The `openai` engine: any OpenAI-compatible Chat Completions endpoint.
 * Transport failures are retried by the SDK (see client.ts); an answer that is
 * not a valid StylistAnswer is asked for once more, then the rating fails
 * with 'AI Service Temporarily Unavailable'.
 */
export function createOpenAiStylist(config: OpenAiConfig, logger: StylistLogger): Stylist {
  const log = logger.child({ engine: 'openai', model: config.openaiModel });
  const client = createOpenAiClient(config, log);
  const apiKey = config.openaiApiKey ?? '';

  async function complete(request: ChatCompletionCreateParamsNonStreaming, signal?: AbortSignal): Promise<ChatCompletion> {
    try {
      return await client.chat.completions.create(request, { signal });
    } catch (error) {
      const mapped = toStylistError(error, apiKey, signal);
      if (mapped instanceof StylistUnavailableError) log.warn({ err: mapped.cause }, 'openai request failed');
      throw mapped;
    }
  }

  return {
    name: 'openai',
    chat: createOpenAiChat(config, logger),
    async rate(input: StylistInput, options: StylistCallOptions = {}): Promise<StylistAnswer> {
      const request = buildRequest(input, config.openaiModel);
      for (let attempt = 1; attempt <= ANSWER_ATTEMPTS; attempt++) {
        const started = Date.now();
        const completion = await complete(request, options.signal);
        const choice = completion.choices?.[0];
        if (choice?.message?.refusal) {
          log.info({ attempt }, 'openai refused to rate');
          throw new StylistRefusedError('IMAGE_REFUSED', REFUSED_MESSAGE);
        }
        const parsed = parseStylistAnswer(choice?.message?.content);
        if (parsed.ok) {
          log.debug({ attempt, ms: Date.now() - started, usage: completion.usage }, 'openai answered');
          return parsed.answer;
        }
        log.warn({ attempt, reason: parsed.reason, finishReason: choice?.finish_reason }, 'openai answer unusable');
      }
      throw new StylistUnavailableError(STYLIST_UNAVAILABLE_MESSAGE, new Error('the answer failed the schema twice'));
    },
  };
}
