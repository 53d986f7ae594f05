import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { RatingGarmentsReply } from '@fitrater/contracts';
import { swrConfig } from '../../../lib/http';
import { fakeFetch, json } from '../../../test/render';
import { useSeenGarments, withExtractEvent } from './use-seen-garments';

const reply = (status: RatingGarmentsReply['status'], stage: RatingGarmentsReply['stage'], percent: number): RatingGarmentsReply =>
  ({ ratingId: 'r1', status, stage, percent, garments: [], error: null });
const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>{children}</SWRConfig>;

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => { vi.useRealTimers(); vi.unstubAllGlobals(); });

describe('the pieces seen in a rated photo', () => {
  it('keeps polling the row after a failed read, until the extraction settles', async () => {
    const answers = [json(200, reply('queued', 'queued', 0)), json(503, { error: { code: 'UNAVAILABLE', message: 'busy' } }), json(200, reply('done', 'done', 100))];
    const fetch = fakeFetch(() => answers.shift() ?? json(200, reply('done', 'done', 100)));
    vi.stubGlobal('fetch', fetch.fn);
    const { result } = renderHook(() => useSeenGarments('r1'), { wrapper });
    await vi.waitFor(() => expect(result.current.data?.status).toBe('queued'));
    for (let i = 0; i < 4 && result.current.data?.status !== 'done'; i++) await act(() => vi.advanceTimersByTimeAsync(2_100));
    expect(result.current.data?.status).toBe('done');
    const reads = fetch.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(fetch.calls.length, 'a settled extraction is not read again').toBe(reads);
  });

  it('moves the progress forward on an event and never takes a settled reply back', () => {
    const progress = { type: 'closet.extract.progress', data: { ratingId: 'r1', stage: 'cutting', percent: 0 }, at: '' } as const;
    const moved = withExtractEvent(reply('queued', 'queued', 0), progress);
    expect(moved).toMatchObject({ status: 'processing', stage: 'cutting' });
    expect(moved!.percent).toBeGreaterThan(0);
    expect(withExtractEvent(reply('done', 'done', 100), progress)).toMatchObject({ status: 'done', percent: 100 });
    expect(withExtractEvent(undefined, progress)).toBeUndefined();
  });
});
