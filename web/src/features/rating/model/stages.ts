import { STAGE_PERCENT } from '@fitrater/contracts/values';
import type { RatingStage } from '@fitrater/contracts';

/**
 * The analysis overlay shows the pipeline's real stages, as the server saves
 * and publishes them, after the upload (the device's own stage, with the real
 * fraction of the photo sent). Stages only move forward; a late or repeated
 * event never moves the overlay back.
 *
 * Pacing: while the engine works, each received stage stays at least
 * MIN_STAGE_MS so a burst of events is still readable; once the result is in,
 * the overlay goes straight to "Done!" and holds it DONE_HOLD_MS. So pacing
 * adds at most DONE_HOLD_MS (under 300 ms) to the time until the result is on
 * screen. Only stages that really happened are shown.
 */
export const SERVER_STEPS = ['queued', 'preparing', 'analysing', 'scoring', 'saving'] as const satisfies readonly RatingStage[];
export type OverlayStage = RatingStage | 'uploading';
export type OverlayStep = 'uploading' | (typeof SERVER_STEPS)[number];
export const MIN_STAGE_MS = 120;
export const DONE_HOLD_MS = 200;
/** Of the bar, the share the upload fills for a photo rating (it is most of a phone's wait). */
const UPLOAD_SHARE = 40;

const ORDER: Record<RatingStage, number> = { queued: 0, preparing: 1, analysing: 2, scoring: 3, saving: 4, done: 5, failed: 6 };

export function stageRank(stage: RatingStage): number {
  return ORDER[stage];
}

/** The steps listed: a photo is uploaded first; a description goes with the request. */
export function overlaySteps(hasImage: boolean): readonly OverlayStep[] {
  return hasImage ? ['uploading', ...SERVER_STEPS] : SERVER_STEPS;
}

/** Appends a stage the server reported when it is further along than the last one; otherwise unchanged. */
export function advanceStages(received: readonly RatingStage[], incoming: RatingStage): readonly RatingStage[] {
  const last = received[received.length - 1];
  if (last !== undefined && (stageRank(incoming) <= stageRank(last) || last === 'failed')) return received;
  return [...received, incoming];
}

export interface OverlayView {
  /** Translation key of the status line (rating namespace); `percent` is its interpolation value. */
  textKey: string;
  /** Index into overlaySteps(hasImage) of the current step (all steps done at 'done'). */
  stepIndex: number;
  percent: number;
}

/** What the overlay shows for a stage; `uploaded` is the fraction of the photo sent while uploading. */
export function overlayView(stage: OverlayStage, hasImage: boolean, uploaded = 0): OverlayView {
  const steps = overlaySteps(hasImage);
  const stepIndex = stage === 'done' ? steps.length : stage === 'failed' ? -1 : steps.indexOf(stage);
  if (stage === 'uploading') {
    const sent = Math.round(Math.min(1, Math.max(0, uploaded)) * 100);
    return { textKey: 'upload.status', stepIndex, percent: Math.round((sent * UPLOAD_SHARE) / 100) };
  }
  const textKey = stage === 'preparing' && !hasImage ? 'overlay.stages.reading' : `overlay.stages.${stage}`;
  const percent = hasImage ? Math.round(UPLOAD_SHARE + (STAGE_PERCENT[stage] * (100 - UPLOAD_SHARE)) / 100) : STAGE_PERCENT[stage];
  return { textKey, stepIndex, percent };
}

/** The label of a step in the list. */
export function stepLabelKey(step: OverlayStep, hasImage: boolean): string {
  return step === 'uploading' ? 'upload.step' : overlayView(step, hasImage).textKey;
}

/**
 * Which received stage to show next, and after how long: one step at a time
 * while the engine works, never past the newest; the result at once.
 */
export function nextShown(shown: number, received: readonly RatingStage[]): { index: number; delayMs: number } {
  const last = received.length - 1;
  if (last < 0 || shown >= last) return { index: Math.max(0, shown), delayMs: 0 };
  if (received[last] === 'done') return { index: last, delayMs: 0 };
  return { index: shown + 1, delayMs: MIN_STAGE_MS };
}
