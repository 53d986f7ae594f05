import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { GarmentCategory, LowerKind } from '@fitrater/contracts';
import { GarmentDetailDialog } from './garment-detail-dialog';
import { loadNamespaces } from '../../../../lib/i18n';
import { fakeFetch, json, renderInApp, setupI18n } from '../../../../test/render';
import { closetItemDetail } from '../../test/closet-item';

beforeAll(async () => {
  await setupI18n();
  await loadNamespaces(['closet', 'styling']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function summaryOf(category: GarmentCategory, lowerKind: LowerKind | null) {
  vi.stubGlobal('fetch', fakeFetch(() => json(200, closetItemDetail(category, lowerKind))).fn);
  renderInApp(<GarmentDetailDialog itemId="00000000-0000-4000-8000-000000000001" onClose={() => undefined} onChanged={() => undefined} />);
  return (await screen.findByText(/Smart casual/)).textContent;
}

describe('GarmentDetailDialog: what the piece is', () => {
  it('names a bottom’s kind beside its category', async () => {
    expect(await summaryOf('bottom', 'skirt')).toBe('Bottoms · Skirt · Smart casual · Navy');
  });

  it('shows the category alone while the kind is unknown', async () => {
    expect(await summaryOf('bottom', null)).toBe('Bottoms · Smart casual · Navy');
  });
});
