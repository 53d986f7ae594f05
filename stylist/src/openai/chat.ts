import type { StylistLogger } from '../logger';
import { StylistUnavailableError } from '../stylist';
import { createOpenAiClient, type OpenAiConfig } from './client';
import { STYLIST_UNAVAILABLE_MESSAGE } from './errors';
import { toStylistError } from './sdk-errors';
import type { ChatCallOptions, ChatInput, ChatStream } from '../chat-types';
import { chatMessages } from './chat-prompt';

/**
 * The `openai` chat: `stream: true` through the SDK, each content delta relayed as it arrives.
 * A stream that breaks (connection cut, error mid-way, or ending without a finish reason) throws
 * StylistUnavailableError, so the reply fails cleanly instead of ending half-written.
 */
export function createOpenAiChat(config: OpenAiConfig, logger: StylistLogger): ChatStream {
  const log = logger.child({ engine: 'openai', model: config.openaiModel, capability: 'chat' });
  const client = createOpenAiClient(config, log);
  const apiKey = config.openaiApiKey ?? '';
  const fail = (error: unknown, signal?: AbortSignal): unknown => {
    const mapped = toStylistError(error, apiKey, signal);
    if (mapped instanceof StylistUnavailableError) log.warn({ err: mapped.cause }, 'openai chat stream failed');
    // Anything else the stream throws (a cut connection surfaces as a TypeError from fetch) is the service's failure too.
    return mapped === error && !(signal?.aborted) ? new StylistUnavailableError(STYLIST_UNAVAILABLE_MESSAGE, error) : mapped;
  };

  return async function* openAiChat(input: ChatInput, options: ChatCallOptions = {}) {
    const { signal } = options;
    let stream;
    try {
      stream = await client.chat.completions.create({ model: config.openaiModel, messages: chatMessages(input), stream: true, temperature: 0.7 }, { signal });
    } catch (error) {
      throw fail(error, signal);
    }
    let finished = false;
    try {
      for await (const chunk of stream) {
        const choice = chunk.choices?.[0];
        const text = choice?.delta?.content;
        if (text) yield text;
        if (choice?.finish_reason) finished = true;
      }
    } catch (error) {
      throw fail(error, signal);
    }
    if (!finished) throw new StylistUnavailableError(STYLIST_UNAVAILABLE_MESSAGE, new Error('the stream ended before the answer was complete'));
  };
}
