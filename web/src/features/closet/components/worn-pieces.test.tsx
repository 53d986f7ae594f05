import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { ClosetAnalytics, WornItem } from '@fitrater/contracts';
import { WornPieces } from './worn-pieces';
import { fakeFetch, json, renderInApp, setupI18n } from '../../../test/render';

beforeAll(setupI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = (n: number, timesWorn: number): WornItem => ({
  id: `0b0c2a4e-5a6b-4c1d-9e8f-0a1b2c3d4e5${n}`, name: `piece ${n}`, category: 'top', imageUrl: `/api/closet/items/${n}/image`, timesWorn, lastWornOn: timesWorn ? '2026-11-20' : null, costPerWear: null,
});

function answer(analytics: ClosetAnalytics) {
  vi.stubGlobal('fetch', fakeFetch(() => json(200, analytics)).fn);
  renderInApp(<WornPieces />);
}

describe('WornPieces', () => {
  it('lists the least worn apart from the most worn', async () => {
    answer({ totalItems: 3, totalWears: 2, mostWorn: [item(1, 2)], leastWorn: [item(2, 0), item(3, 0)] });
    expect(await screen.findByRole('heading', { name: 'Least worn' })).toBeTruthy();
    expect(screen.getAllByText('piece 1')).toHaveLength(1);
  });

  it('shows no empty least-worn list when every piece is among the most worn', async () => {
    answer({ totalItems: 2, totalWears: 3, mostWorn: [item(1, 2), item(2, 1)], leastWorn: [] });
    expect(await screen.findByRole('heading', { name: 'Most worn' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Least worn' })).toBeNull();
  });
});
