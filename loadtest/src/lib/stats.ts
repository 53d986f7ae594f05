/** Percentiles and thresholds for the load scenarios (same meaning as k6's `p(95)<…`). */
export const percentile = (xs: number[], p: number): number => {
  if (xs.length === 0) return Number.NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? sorted[0]!;
};

export const round = (n: number, digits = 1): number => (Number.isFinite(n) ? Math.round(n * 10 ** digits) / 10 ** digits : n);

export function latencySummary(xs: number[]): { count: number; p50: number; p95: number; p99: number; max: number } {
  return { count: xs.length, p50: round(percentile(xs, 50)), p95: round(percentile(xs, 95)), p99: round(percentile(xs, 99)), max: round(Math.max(...xs, 0)) };
}

export interface Threshold {
  /** e.g. `overhead p95 (ms)` */
  name: string;
  value: number;
  op: '<=' | '>=' | '==';
  limit: number;
  ok: boolean;
}

export function threshold(name: string, value: number, op: Threshold['op'], limit: number): Threshold {
  const ok = Number.isFinite(value) && (op === '<=' ? value <= limit : op === '>=' ? value >= limit : value === limit);
  return { name, value: round(value, 2), op, limit, ok };
}

export interface ScenarioResult {
  scenario: string;
  description: string;
  durationSeconds: number;
  /** Figures worth printing, flat or one level deep. */
  metrics: Record<string, unknown>;
  thresholds: Threshold[];
}
