import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { pollEvery, swrConfig } from './http';
import { fakeFetch, json } from '../test/render';

const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>{children}</SWRConfig>;

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => { vi.useRealTimers(); vi.unstubAllGlobals(); });

describe('a polled key', () => {
  it('keeps reading after a failed read and shows the next answer', async () => {
    const answers = [json(200, { n: 1 }), json(503, { error: { code: 'UNAVAILABLE', message: 'busy' } })];
    const fetch = fakeFetch(() => answers.shift() ?? json(200, { n: 2 }));
    vi.stubGlobal('fetch', fetch.fn);
    const { result } = renderHook(() => useSWR<{ n: number }>('/api/panel', pollEvery(1000)), { wrapper });
    await vi.waitFor(() => expect(result.current.data?.n).toBe(1));
    for (let i = 0; i < 8 && result.current.data?.n !== 2; i++) await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current.data?.n).toBe(2);
    expect(result.current.error).toBeUndefined();
  });
});

describe('a polled key that is refused', () => {
  it('does not ask again after a 404', async () => {
    const fetch = fakeFetch(() => json(404, { error: { code: 'NOT_FOUND', message: 'gone' } }));
    vi.stubGlobal('fetch', fetch.fn);
    const { result } = renderHook(() => useSWR('/api/gone', pollEvery(1000)), { wrapper });
    await vi.waitFor(() => expect(result.current.error).toBeDefined());
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(fetch.calls).toHaveLength(1);
  });
});
