import { describe, expect, it } from 'vitest';
import { advanceStages, nextShownIndex, OVERLAY_STEPS, overlayView, stageRank } from './stages';

describe('overlay stage mapping', () => {
  it('orders the pipeline stages', () => {
    expect(['queued', 'preparing', 'analysing', 'scoring', 'saving', 'done'].map((s) => stageRank(s as never))).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('maps each stage to its status line, step and percent', () => {
    expect(overlayView('queued', true)).toEqual({ textKey: 'overlay.stages.queued', stepIndex: 0, percent: 5 });
    expect(overlayView('preparing', true)).toEqual({ textKey: 'overlay.stages.preparing', stepIndex: 1, percent: 20 });
    expect(overlayView('analysing', true)).toEqual({ textKey: 'overlay.stages.analysing', stepIndex: 2, percent: 45 });
    expect(overlayView('scoring', false)).toEqual({ textKey: 'overlay.stages.scoring', stepIndex: 3, percent: 75 });
    expect(overlayView('saving', true)).toEqual({ textKey: 'overlay.stages.saving', stepIndex: 4, percent: 90 });
    expect(overlayView('done', true)).toEqual({ textKey: 'overlay.stages.done', stepIndex: OVERLAY_STEPS.length, percent: 100 });
    expect(overlayView('failed', true).stepIndex).toBe(-1);
  });

  it('a text-only rating reads the description instead of preparing a photo', () => {
    expect(overlayView('preparing', false).textKey).toBe('overlay.stages.reading');
  });

  it('only moves forward: repeated, late or out-of-order events are ignored', () => {
    let stages = advanceStages([], 'queued');
    stages = advanceStages(stages, 'preparing');
    stages = advanceStages(stages, 'preparing');
    stages = advanceStages(stages, 'queued');
    stages = advanceStages(stages, 'scoring');
    stages = advanceStages(stages, 'analysing');
    expect(stages).toEqual(['queued', 'preparing', 'scoring']);
    expect(advanceStages(['saving'], 'done')).toEqual(['saving', 'done']);
    expect(advanceStages(['failed'], 'done')).toEqual(['failed']);
  });

  it('a resumed rating starts at the stage the server holds', () => {
    expect(advanceStages([], 'analysing')).toEqual(['analysing']);
  });

  it('shows received stages one at a time, never past the newest', () => {
    expect(nextShownIndex(0, 1)).toBe(0);
    expect(nextShownIndex(0, 4)).toBe(1);
    expect(nextShownIndex(3, 4)).toBe(3);
    expect(nextShownIndex(0, 0)).toBe(0);
  });
});
