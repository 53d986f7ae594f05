import type { StylistLogger } from '../logger';
import { createLocalChat, measure } from '../local';
import type { ChatCallOptions, ChatInput, ChatStream } from '../chat-types';
import type { OpenAiConfig } from './client';
import { chatMessages } from './chat-prompt';
import { fallbackReasonOf, UnusableAnswerError } from './fallback';
import type { ModelReply } from './model-call';
import { photoAsText } from './photo-as-text';
import { createOpenAiRuntime, type OpenAiEngineOptions, type OpenAiRuntime } from './runtime';

/** Relays what `run` hands to `push` as an async iterable, ending when `run` settles. */
async function* relay(run: (push: (text: string) => void) => Promise<unknown>): AsyncGenerator<string> {
  const pending: string[] = [];
  let wake: (() => void) | null = null;
  let settled = false;
  let failure: unknown = null;
  const push = (text: string) => {
    pending.push(text);
    wake?.();
  };
  run(push).then(() => { settled = true; }, (error: unknown) => { failure = error ?? new Error('failed'); settled = true; }).finally(() => wake?.());
  for (;;) {
    while (pending.length) yield pending.shift()!;
    if (settled) break;
    await new Promise<void>((resolve) => { wake = resolve; });
    wake = null;
  }
  while (pending.length) yield pending.shift()!;
  if (failure) throw failure;
}

/**
 * The `openai` chat on OPENAI_CHAT_MODEL: streamed through the SDK when the endpoint streams
 * (first-token and stall clocks as for ratings), each piece relayed as it arrives; a model
 * without vision gets the built-in engine's reading of an attached photo. When the model fails
 * before a word was relayed, the built-in chat answers (unless the operator chose to fail); a
 * reply that breaks half-way fails cleanly instead of ending half-written.
 */
export function createOpenAiChat(config: OpenAiConfig, logger: StylistLogger, options: OpenAiEngineOptions & { runtime?: OpenAiRuntime } = {}): ChatStream {
  const runtime = options.runtime ?? createOpenAiRuntime(config, logger, options);
  const model = runtime.settings.openaiChatModel;
  const local = runtime.builtIn ? createLocalChat({ vision: runtime.builtIn.vision }) : null;

  async function* fromModel(input: ChatInput, signal: AbortSignal | undefined): AsyncGenerator<string> {
    const { capabilities } = await runtime.capabilities.get(model);
    let asked = input;
    if (input.image && !capabilities.images) {
      const signals = await measure({ image: input.image, description: null, occasion: 'casual', customOccasion: null, language: input.language }, { vision: runtime.builtIn?.vision }, { signal });
      asked = { ...input, image: null, message: `${input.message}\n\n${photoAsText(signals)}` };
    }
    const request = { model, messages: chatMessages(asked), temperature: 0.7 };
    if (!capabilities.streaming) {
      const reply = refusedOrNot(await runtime.call(model, request, { stream: false, signal }));
      if (reply.content) yield reply.content;
      return;
    }
    yield* relay(async (push) => refusedOrNot(await runtime.call(model, request, { stream: true, signal, onText: push })));
  }

  /** A refusal with no reply text is the model declining: the built-in chat may answer instead. */
  function refusedOrNot(reply: ModelReply): ModelReply {
    if (!reply.content.trim() && reply.refusal) throw new UnusableAnswerError('refused', 'the chat model refused to answer');
    return reply;
  }

  return async function* openAiChat(input: ChatInput, callOptions: ChatCallOptions = {}) {
    const { signal } = callOptions;
    let relayed = false;
    try {
      for await (const text of fromModel(input, signal)) {
        relayed = true;
        yield text;
      }
    } catch (error) {
      const reason = fallbackReasonOf(error);
      if (relayed || !local || !runtime.mayFallBack(error, reason, signal)) throw error;
      runtime.reportFallback('chat', reason, model, error);
      callOptions.onFallback?.(reason);
      yield* local(input, callOptions);
    }
  };
}
