import type OpenAI from 'openai';
import type { StylistLogger } from '../logger';
import { StylistUnavailableError } from '../stylist';
import { probeKey, type ProbeReport, type ProbeStore } from './capabilities';
import { STYLIST_UNAVAILABLE_MESSAGE, StylistRateLimitedError } from './errors';
import type { CallTimeouts } from './model-call';
import { probeModel } from './probe';

/** A report read from the store is kept in the process this long, so a rating does not read Redis each time. */
const MEMO_MS = 60_000;
/** An endpoint that could not be probed is not probed again for this long (each rating falls back meanwhile). */
const UNREACHABLE_MEMO_MS = 10_000;

export interface CapabilitySourceOptions {
  baseUrl: string;
  apiKey: string;
  timeouts: CallTimeouts;
  ttlSeconds: number;
  store: ProbeStore;
  logger: StylistLogger;
}

export type ProbeResult = ProbeReport & { retryAfterSeconds?: number | null };

/**
 * What each model accepts: from this process's memory, else the shared store, else a probe
 * (one at a time per model: concurrent ratings wait for the same probe). A model that could
 * not be reached throws StylistUnavailableError (StylistRateLimitedError on a 429), so the
 * caller falls back; that result is remembered briefly and never stored.
 */
export class CapabilitySource {
  private readonly memo = new Map<string, { report: ProbeResult; until: number }>();
  private readonly running = new Map<string, Promise<ProbeResult>>();

  constructor(private readonly client: OpenAI, private readonly options: CapabilitySourceOptions) {}

  async get(model: string): Promise<ProbeReport> {
    const report = await this.lookup(model);
    if (!report.reachable) {
      const cause = new Error(`the endpoint could not be probed: ${report.error ?? 'unknown'}`);
      if (report.retryAfterSeconds) throw new StylistRateLimitedError(report.retryAfterSeconds, cause);
      throw new StylistUnavailableError(STYLIST_UNAVAILABLE_MESSAGE, cause);
    }
    return report;
  }

  /** Runs the probe now (the CLI's `engine probe`, the workers' start) and keeps a reachable result. */
  probe(model: string): Promise<ProbeResult> {
    const key = probeKey(this.options.baseUrl, model);
    let running = this.running.get(key);
    if (!running) {
      running = this.run(model, key).finally(() => this.running.delete(key));
      this.running.set(key, running);
    }
    return running;
  }

  /** The endpoint refused a shape its report said it accepts: probe again next time. */
  async forget(model: string): Promise<void> {
    const key = probeKey(this.options.baseUrl, model);
    this.memo.delete(key);
    await this.options.store.forget(key).catch(() => undefined);
  }

  private async lookup(model: string): Promise<ProbeResult> {
    const key = probeKey(this.options.baseUrl, model);
    const memo = this.memo.get(key);
    if (memo && memo.until > Date.now()) return memo.report;
    const stored = await this.options.store.read(key).catch(() => null);
    if (stored) {
      this.memo.set(key, { report: stored, until: Date.now() + MEMO_MS });
      return stored;
    }
    return this.probe(model);
  }

  private async run(model: string, key: string): Promise<ProbeResult> {
    const { baseUrl, apiKey, timeouts, ttlSeconds, store, logger } = this.options;
    const report = await probeModel(this.client, { baseUrl, model, apiKey, timeouts });
    if (report.reachable) {
      this.memo.set(key, { report, until: Date.now() + Math.min(MEMO_MS, ttlSeconds * 1000) });
      await store.write(key, report, ttlSeconds).catch((error: Error) => logger.warn({ err: error.message }, 'probe report not stored'));
      logger.info({ model, capabilities: report.capabilities, answerFormat: report.answerFormat, firstTokenMs: report.firstTokenMs, fullAnswerMs: report.fullAnswerMs }, 'openai endpoint probed');
    } else {
      this.memo.set(key, { report, until: Date.now() + Math.min(UNREACHABLE_MEMO_MS, (report.retryAfterSeconds ?? 0) * 1000 || UNREACHABLE_MEMO_MS) });
      logger.warn({ model, error: report.error }, 'openai endpoint could not be probed');
    }
    return report;
  }
}
