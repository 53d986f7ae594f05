import { describe, expect, it } from 'vitest';
import { JOB_NAMES, JOBS, jobOptions } from '@fitrater/platform';
import { HANDLERS, assertHandlersCoverCatalogue } from '../../src/registry';
import { resolveQueues } from '../../src/runtime';
import { tickId } from '../../src/schedule';

/** Never called: `tsc -b` fails if either line compiles, so the payload stays typed by the job's name. */
export function payloadsStayTyped(): void {
  // @ts-expect-error mail.send takes an outboxId, not a tick
  jobOptions('mail.send', { tick: 'x' });
  // @ts-expect-error an unknown job
  jobOptions('ghost.job', {});
}

describe('job catalogue and handlers', () => {
  it('has exactly one handler per job', () => {
    expect(Object.keys(HANDLERS).sort()).toEqual([...JOB_NAMES].sort());
    expect(() => assertHandlersCoverCatalogue()).not.toThrow();
  });

  it('refuses to boot when a job has no handler, or a handler has no job', () => {
    const { 'mail.send': _dropped, ...missing } = HANDLERS;
    expect(() => assertHandlersCoverCatalogue(missing)).toThrow(/missing mail\.send/);
    expect(() => assertHandlersCoverCatalogue({ ...HANDLERS, 'ghost.job': async () => null })).toThrow(/unknown ghost\.job/);
  });

  it('gives deterministic ids that BullMQ accepts (no colon, never all digits), retries and bounded retention', () => {
    const options = jobOptions('mail.send', { outboxId: '3b241101-e2bb-4255-8caf-4136c566a962' });
    expect(options.jobId).toBe('mail-3b241101-e2bb-4255-8caf-4136c566a962');
    expect(options.attempts).toBeGreaterThan(1);
    expect(options.backoff).toEqual({ type: 'exponential', delay: JOBS['mail.send'].backoffMs });
    expect(options.removeOnFail).toMatchObject({ age: expect.any(Number), count: expect.any(Number) });
    expect(options.removeOnComplete).toMatchObject({ age: expect.any(Number), count: expect.any(Number) });
    for (const id of [options.jobId!, jobOptions('maintenance.cleanup', { tick: tickId(new Date()) }).jobId!]) {
      expect(id).not.toContain(':');
      expect(id).not.toMatch(/^\d+$/);
    }
  });

  it('scales every retry delay by the given scale (config.jobRetryDelayScale)', () => {
    const payload = { outboxId: '3b241101-e2bb-4255-8caf-4136c566a962' };
    expect(jobOptions('mail.send', payload, 0.05).backoff).toEqual({ type: 'exponential', delay: JOBS['mail.send'].backoffMs * 0.05 });
    expect(jobOptions('mail.send', payload, 2).backoff).toEqual({ type: 'exponential', delay: JOBS['mail.send'].backoffMs * 2 });
  });

  it('validates WORKER_QUEUES against the catalogue', () => {
    expect(resolveQueues(null)).toContain('default');
    expect(resolveQueues(['default'])).toEqual(['default']);
    expect(() => resolveQueues(['nope'])).toThrow(/unknown queue/);
  });

  it('names scheduler ticks by minute, so two schedulers enqueue one job', () => {
    expect(tickId(new Date('2026-11-21T10:30:59Z'))).toBe('2026-11-21T10-30');
  });
});

describe('the schedule table', () => {
  it('has valid UTC crons, unique names, and only enqueues jobs of the catalogue', async () => {
    const cron = (await import('node-cron')).default;
    const { SCHEDULE } = await import('../../src/schedule');
    expect(new Set(SCHEDULE.map((e) => e.name)).size).toBe(SCHEDULE.length);
    for (const entry of SCHEDULE) expect(cron.validate(entry.cron), entry.name).toBe(true);
    const enqueued: Array<{ name: string; payload: unknown; jobId: string | undefined }> = [];
    const producer = { enqueue: async (name: never, payload: never) => enqueued.push({ name, payload, jobId: jobOptions(name, payload).jobId }) };
    const at = new Date('2026-03-08T12:00:00.250Z');
    for (const entry of SCHEDULE) await entry.enqueue({ producer } as never, at);
    expect(enqueued.map((e) => e.name).every((n) => (JOB_NAMES as string[]).includes(n))).toBe(true);
    expect(enqueued.filter((e) => e.name === 'notify.reminder').map((e) => e.jobId))
      .toEqual(['reminder-morning_tip-2026-03-08T12', 'reminder-streak_reminder-2026-03-08T12']);
  });
});
