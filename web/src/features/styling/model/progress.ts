import type { StylingStage } from '@fitrater/contracts';
import { STYLING_STAGE_PERCENT } from '@fitrater/contracts/values';

export type TrackerStatus = 'idle' | 'running' | 'done' | 'failed';

export interface Progress {
  stage: StylingStage;
  percent: number;
}

export const START: Progress = { stage: 'queued', percent: STYLING_STAGE_PERCENT.queued };

/** Progress only moves forward: a late event or a slower poll never takes the bar back. */
export function advance(current: Progress, next: Progress): Progress {
  return next.percent >= current.percent ? next : current;
}
