import { ENGINE_PROBE_CHECKS, type EngineStatusReply } from '@fitrater/contracts';
import { DEFAULT_OPENAI_BASE_URL, probeKey, type ProbeReport, type ProbeResult } from '@fitrater/stylist';
import { readEngineFallbacks } from '@fitrater/platform';
import { configuredModels, openAiRuntimeFor, redisProbeStore } from '@fitrater/providers';
import type { CoreContext } from '../context';

function probeView(report: ProbeReport | null): EngineStatusReply['models'][number]['probe'] {
  if (!report) return null;
  return {
    probedAt: report.probedAt,
    reachable: report.reachable,
    answerFormat: report.answerFormat,
    accepts: ENGINE_PROBE_CHECKS.filter((check) => report.capabilities[check]),
    firstTokenMs: report.firstTokenMs,
    fullAnswerMs: report.fullAnswerMs,
  };
}

/**
 * Which engine answers, what each configured model accepted when it was last probed (read from
 * Redis, never probed here), and how often the built-in engine stood in, per capability and
 * reason: the admin panel's engine section and `fitrater engine status`.
 */
export async function engineStatus(ctx: CoreContext): Promise<EngineStatusReply> {
  const { config } = ctx;
  const store = redisProbeStore(ctx.redis, config.redisPrefix);
  const baseUrl = config.openaiBaseUrl ?? DEFAULT_OPENAI_BASE_URL;
  const models = config.aiProvider === 'openai'
    ? await Promise.all(configuredModels(config).map(async ({ capability, model }) => ({
      capability, model, probe: probeView(await store.read(probeKey(baseUrl, model)).catch(() => null)),
    })))
    : [];
  return {
    provider: config.aiProvider,
    onFailure: config.openaiOnFailure,
    blendWeight: config.openaiBlendWeight,
    models,
    fallbacks: await readEngineFallbacks(ctx.redis, config.redisPrefix),
  };
}

/** Probes the configured models now (or one named model), keeping each reachable report in Redis for the workers. */
export async function probeEngine(ctx: CoreContext, model?: string): Promise<Array<{ model: string; capabilities: string[]; report: ProbeResult }>> {
  const runtime = openAiRuntimeFor(ctx.config, ctx.logger, ctx.redis);
  const byModel = new Map<string, string[]>();
  for (const entry of model ? [{ capability: 'given', model }] : configuredModels(ctx.config)) {
    byModel.set(entry.model, [...(byModel.get(entry.model) ?? []), entry.capability]);
  }
  const results = [];
  for (const [name, capabilities] of byModel) results.push({ model: name, capabilities, report: await runtime.capabilities.probe(name) });
  return results;
}
