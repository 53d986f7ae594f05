import { describe, expect, it } from 'vitest';
import { advanceStages, DONE_HOLD_MS, nextShown, overlaySteps, overlayView, stageRank, stepLabelKey } from './stages';

describe('overlay stage mapping', () => {
  it('orders the pipeline stages', () => {
    expect(['queued', 'preparing', 'analysing', 'scoring', 'saving', 'done'].map((s) => stageRank(s as never))).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('a text rating maps each stage to its status line, step and percent', () => {
    expect(overlayView('queued', false)).toEqual({ textKey: 'overlay.stages.queued', stepIndex: 0, percent: 5 });
    expect(overlayView('preparing', false)).toEqual({ textKey: 'overlay.stages.reading', stepIndex: 1, percent: 20 });
    expect(overlayView('analysing', false)).toEqual({ textKey: 'overlay.stages.analysing', stepIndex: 2, percent: 45 });
    expect(overlayView('scoring', false)).toEqual({ textKey: 'overlay.stages.scoring', stepIndex: 3, percent: 75 });
    expect(overlayView('saving', false)).toEqual({ textKey: 'overlay.stages.saving', stepIndex: 4, percent: 90 });
    expect(overlayView('done', false)).toEqual({ textKey: 'overlay.stages.done', stepIndex: 5, percent: 100 });
    expect(overlayView('failed', true).stepIndex).toBe(-1);
  });

  it('a photo rating starts with the upload, whose real fraction fills the first part of the bar', () => {
    expect(overlaySteps(true)[0]).toBe('uploading');
    expect(overlayView('uploading', true, 0)).toEqual({ textKey: 'upload.status', stepIndex: 0, percent: 0 });
    expect(overlayView('uploading', true, 0.5)).toEqual({ textKey: 'upload.status', stepIndex: 0, percent: 20 });
    expect(overlayView('uploading', true, 1).percent).toBe(40);
    expect(overlayView('queued', true)).toEqual({ textKey: 'overlay.stages.queued', stepIndex: 1, percent: 43 });
    expect(overlayView('preparing', true)).toEqual({ textKey: 'overlay.stages.preparing', stepIndex: 2, percent: 52 });
    expect(overlayView('done', true)).toEqual({ textKey: 'overlay.stages.done', stepIndex: 6, percent: 100 });
    expect(stepLabelKey('uploading', true)).toBe('upload.step');
    expect(stepLabelKey('preparing', false)).toBe('overlay.stages.reading');
  });

  it('the bar never moves back from the upload to the server stages', () => {
    const percents = [overlayView('uploading', true, 1).percent, ...(['queued', 'preparing', 'analysing', 'scoring', 'saving', 'done'] as const).map((s) => overlayView(s, true).percent)];
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
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

  it('shows received stages one at a time while the engine works, never past the newest', () => {
    expect(nextShown(0, ['queued'])).toEqual({ index: 0, delayMs: 0 });
    expect(nextShown(0, ['queued', 'preparing', 'analysing'])).toMatchObject({ index: 1 });
    expect(nextShown(2, ['queued', 'preparing', 'analysing'])).toEqual({ index: 2, delayMs: 0 });
    expect(nextShown(0, [])).toEqual({ index: 0, delayMs: 0 });
  });

  it('goes straight to the result: pacing adds under 300 ms once the engine has answered', () => {
    const received = ['queued', 'preparing', 'analysing', 'scoring', 'saving', 'done'] as const;
    // However far behind the overlay is when the result arrives, it jumps to it at once and only holds "Done!".
    for (let shown = 0; shown < received.length; shown++) {
      const next = nextShown(shown, received);
      expect(next.index).toBe(received.length - 1);
      expect(next.delayMs + DONE_HOLD_MS).toBeLessThanOrEqual(300);
    }
  });
});
