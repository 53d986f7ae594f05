import type { ScenarioResult } from '../lib/stats';

export interface ScenarioOptions {
  durationSeconds: number;
  log(message: string): void;
}

export interface Scenario {
  name: string;
  /** One line for `npm run load -- --help` and the README. */
  summary: string;
  defaultDurationSeconds: number;
  run(options: ScenarioOptions): Promise<ScenarioResult>;
}
