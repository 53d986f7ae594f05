import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { ClosetSwaps } from './closet-swaps';
import { fakeFetch, json, renderInApp, setupI18n } from '../../../../test/render';

beforeAll(setupI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ratingId = '3f1c2a4e-5a6b-4c1d-9e8f-0a1b2c3d4e5f';

describe('ClosetSwaps', () => {
  it('with an empty closet says how to fill it instead of offering a search that cannot find anything', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => json(200, { items: [], total: 0, nextCursor: null })).fn);
    renderInApp(<ClosetSwaps ratingId={ratingId} />);
    expect(await screen.findByText(/Your closet is empty so far/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Find swaps in my closet' })).toBeNull();
  });

  it('offers the search once the member owns a piece', async () => {
    const fake = fakeFetch(() => json(200, { items: [], total: 4, nextCursor: null }));
    vi.stubGlobal('fetch', fake.fn);
    renderInApp(<ClosetSwaps ratingId={ratingId} />);
    await waitFor(() => expect(fake.calls.some((c) => c.url.includes('/api/closet/items?limit=1'))).toBe(true));
    expect(await screen.findByRole('button', { name: 'Find swaps in my closet' })).toBeTruthy();
    expect(screen.queryByText(/Your closet is empty so far/)).toBeNull();
  });
});
