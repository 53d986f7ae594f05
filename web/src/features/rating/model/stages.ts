import { STAGE_PERCENT } from '@fitrater/contracts/values';
import type { RatingStage } from '@fitrater/contracts';

/**
 * The analysis overlay shows the pipeline's real stages, as the server saves
 * and publishes them. Stages only move forward; a late or repeated event never
 * moves the overlay back. Each received stage stays on screen for at least
 * MIN_STAGE_MS so a fast engine is still readable (pacing, not simulation:
 * only stages that really happened are shown).
 */
export const OVERLAY_STEPS = ['queued', 'preparing', 'analysing', 'scoring', 'saving'] as const satisfies readonly RatingStage[];
export type OverlayStep = (typeof OVERLAY_STEPS)[number];
export const MIN_STAGE_MS = 350;

const ORDER: Record<RatingStage, number> = { queued: 0, preparing: 1, analysing: 2, scoring: 3, saving: 4, done: 5, failed: 6 };

export function stageRank(stage: RatingStage): number {
  return ORDER[stage];
}

/** Appends a stage the server reported when it is further along than the last one; otherwise unchanged. */
export function advanceStages(received: readonly RatingStage[], incoming: RatingStage): readonly RatingStage[] {
  const last = received[received.length - 1];
  if (last !== undefined && (stageRank(incoming) <= stageRank(last) || last === 'failed')) return received;
  return [...received, incoming];
}

export interface OverlayView {
  /** Translation key of the status line (rating namespace). */
  textKey: string;
  /** Index into OVERLAY_STEPS of the current step (all steps done at 'done'). */
  stepIndex: number;
  percent: number;
}

/** What the overlay shows for a stage. A text-only rating has no photo to prepare: it reads the description. */
export function overlayView(stage: RatingStage, hasImage: boolean): OverlayView {
  const stepIndex = stage === 'done' ? OVERLAY_STEPS.length : stage === 'failed' ? -1 : OVERLAY_STEPS.indexOf(stage);
  const textKey = stage === 'preparing' && !hasImage ? 'overlay.stages.reading' : `overlay.stages.${stage}`;
  return { textKey, stepIndex, percent: STAGE_PERCENT[stage] };
}

/** Which received stage to show next: one step at a time, never past the newest. */
export function nextShownIndex(shown: number, receivedCount: number): number {
  return Math.min(shown + 1, Math.max(0, receivedCount - 1));
}
