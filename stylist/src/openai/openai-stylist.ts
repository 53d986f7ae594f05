import type { StylistAnswer } from '@fitrater/contracts';
import type { StylistLogger } from '../logger';
import { createLocalRater, measure, type LocalStylistOptions } from '../local';
import { StylistRefusedError, type RatedAnswer, type ReportingStylist, type StylistCallOptions, type StylistInput } from '../stylist';
import { parseStylistAnswer } from './answer';
import type { OpenAiConfig } from './client';
import { createOpenAiChat } from './chat';
import { fallbackReasonOf, UnusableAnswerError } from './fallback';
import { photoAsText } from './photo-as-text';
import { buildRatingRequest } from './rating-request';
import { blendAnswers } from './blend';
import { createOpenAiRuntime, type OpenAiEngineOptions, type OpenAiRuntime } from './runtime';

export { OPENAI_SEED } from './rating-request';

/** Calls per rating when the answer is not a valid StylistAnswer: the first and one retry. */
const ANSWER_ATTEMPTS = 2;

export const REFUSED_MESSAGE = 'This photo cannot be rated. Please upload a photo of an outfit.';

type Vision = LocalStylistOptions['vision'];

/** One vision run per rating, however many parts of it look at the photo (the photo text and the built-in judgement). */
function oncePerImage(detect: Vision): Vision {
  if (!detect) return undefined;
  let last: { image: unknown; result: ReturnType<NonNullable<Vision>> } | null = null;
  return (image, signal) => {
    if (last?.image !== image) last = { image, result: detect(image, signal) };
    return last.result;
  };
}

/**
 * The `openai` rating engine: any OpenAI-compatible Chat Completions endpoint, asked in the best
 * shape its probe found (probe.ts). With the built-in engine at hand, its deterministic
 * judgement runs beside the model's and the final score blends the two; when the model cannot
 * answer (unreachable, rate-limited, too slow, stalled, unusable twice, refusing) the built-in
 * engine answers instead and the result says so, unless the operator chose to fail.
 */
export function createOpenAiStylist(config: OpenAiConfig, logger: StylistLogger, options: OpenAiEngineOptions & { runtime?: OpenAiRuntime } = {}): ReportingStylist {
  const runtime = options.runtime ?? createOpenAiRuntime(config, logger, options);
  const { settings } = runtime;
  const model = settings.openaiModel;
  const log = logger.child({ engine: 'openai', model });

  async function askModel(input: StylistInput, vision: Vision, signal?: AbortSignal): Promise<StylistAnswer> {
    const report = await runtime.capabilities.get(model);
    const { capabilities, answerFormat } = report;
    const photoText = input.image && !capabilities.images ? photoAsText(await measure(input, { vision }, { signal })) : null;
    const request = buildRatingRequest(input, model, capabilities, answerFormat, photoText);
    for (let attempt = 1; attempt <= ANSWER_ATTEMPTS; attempt++) {
      const reply = await runtime.call(model, request, { stream: capabilities.streaming, signal });
      if (reply.refusal) {
        log.info({ attempt }, 'openai refused to rate');
        throw new UnusableAnswerError('refused', 'the model refused to rate');
      }
      const parsed = parseStylistAnswer(reply.content);
      if (parsed.ok) {
        log.debug({ attempt, ms: reply.totalMs, firstTokenMs: reply.firstTokenMs, answerFormat }, 'openai answered');
        return parsed.answer;
      }
      log.warn({ attempt, reason: parsed.reason, finishReason: reply.finishReason, answerFormat }, 'openai answer unusable');
    }
    throw new UnusableAnswerError('unusable', 'the answer failed the schema twice');
  }

  async function rateDetailed(input: StylistInput, callOptions: StylistCallOptions = {}): Promise<RatedAnswer> {
    const { signal } = callOptions;
    const vision = runtime.builtIn ? oncePerImage(runtime.builtIn.vision) : undefined;
    // The built-in judgement runs beside the model: it is the blend's steady half, and the answer at once if the model fails.
    const builtIn = runtime.builtIn ? createLocalRater({ vision }).rate(input, { signal }) : null;
    builtIn?.catch(() => undefined);
    let modelAnswer: StylistAnswer;
    try {
      modelAnswer = await askModel(input, vision, signal);
    } catch (error) {
      const reason = fallbackReasonOf(error);
      if (!builtIn || !runtime.mayFallBack(error, reason, signal)) {
        if (error instanceof UnusableAnswerError && error.reason === 'refused') throw new StylistRefusedError('IMAGE_REFUSED', REFUSED_MESSAGE);
        throw error;
      }
      const answer = await builtIn;
      runtime.reportFallback('rating', reason, model, error);
      callOptions.onFallback?.(reason);
      return { answer, engine: 'local', modelRating: null, fallbackReason: reason };
    }
    const local = builtIn
      ? await builtIn.catch((error: unknown) => {
        if (error instanceof StylistRefusedError) throw error;
        log.warn({ err: (error as Error).message }, 'built-in judgement failed: the model\'s score stands alone');
        return null;
      })
      : null;
    const answer = local ? blendAnswers(local, modelAnswer, settings.openaiBlendWeight) : modelAnswer;
    return { answer, engine: 'openai', modelRating: modelAnswer.overallRating, fallbackReason: null };
  }

  return {
    name: 'openai',
    chat: createOpenAiChat(config, logger, { ...options, runtime }),
    rateDetailed,
    rate: async (input, callOptions) => (await rateDetailed(input, callOptions)).answer,
  };
}
