/**
 * What an OpenAI-compatible endpoint accepted when it was probed (probe.ts), for one model.
 * `null` for a check means the probe could not tell (the endpoint failed in another way).
 */
export interface ModelCapabilities {
  images: boolean;
  jsonSchema: boolean;
  jsonObject: boolean;
  streaming: boolean;
  seed: boolean;
  tools: boolean;
}

export type CapabilityName = keyof ModelCapabilities;
export const CAPABILITY_NAMES: readonly CapabilityName[] = ['images', 'jsonSchema', 'jsonObject', 'streaming', 'seed', 'tools'];

/** One check of the probe: accepted or not, and why not in a few words (never the model's answer itself). */
export interface ProbeCheck {
  accepted: boolean;
  /** HTTP status when the endpoint refused, or a short note ("timed out", "not JSON"). */
  note: string | null;
  ms: number;
}

export interface ProbeReport {
  baseUrl: string;
  model: string;
  probedAt: string;
  /** False when even a plain question failed: nothing else could be learned. */
  reachable: boolean;
  /** Why it was not reachable (status and the server's short message, scrubbed). */
  error: string | null;
  capabilities: ModelCapabilities;
  checks: Record<CapabilityName, ProbeCheck>;
  /** Time to the first streamed token and to a full short answer, in ms (null when unknown). */
  firstTokenMs: number | null;
  fullAnswerMs: number | null;
  /** How requests will be shaped for this model: `json_schema`, `json_object` (schema in the prompt) or `text` (JSON extracted). */
  answerFormat: AnswerFormat;
  /** The model refused even the probe's plain question (its answers will be refusals: the built-in engine stands in). */
  refused?: boolean;
}

export type AnswerFormat = 'json_schema' | 'json_object' | 'text';

export function answerFormatOf(c: ModelCapabilities): AnswerFormat {
  return c.jsonSchema ? 'json_schema' : c.jsonObject ? 'json_object' : 'text';
}

/**
 * Where probe reports are kept between processes (core passes a Redis-backed one): keyed by
 * base URL and model, expiring after `ttlSeconds`.
 */
export interface ProbeStore {
  read(key: string): Promise<ProbeReport | null>;
  write(key: string, report: ProbeReport, ttlSeconds: number): Promise<void>;
  /** Forgets a report (the endpoint refused a request shape the report said it accepts). */
  forget(key: string): Promise<void>;
}

export const probeKey = (baseUrl: string, model: string): string => `${baseUrl}|${model}`;

/** A store in this process's memory: the default when no shared one is given. */
export function memoryProbeStore(now: () => number = Date.now): ProbeStore {
  const entries = new Map<string, { report: ProbeReport; until: number }>();
  return {
    async read(key) {
      const entry = entries.get(key);
      if (!entry || entry.until <= now()) return null;
      return entry.report;
    },
    async write(key, report, ttlSeconds) {
      entries.set(key, { report, until: now() + ttlSeconds * 1000 });
    },
    async forget(key) {
      entries.delete(key);
    },
  };
}
