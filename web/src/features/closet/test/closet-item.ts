import type { ClosetItem, ClosetItemDetail, GarmentCategory, LowerKind } from '@fitrater/contracts';

/** An owned piece for component tests: only what a test varies is a parameter. */
export function closetItem(category: GarmentCategory, lowerKind: LowerKind | null): ClosetItem {
  return {
    id: '00000000-0000-4000-8000-000000000001', name: 'Pleated piece', category, colours: ['navy'], formality: 'smart-casual',
    lowerKind, seasons: ['spring'], occasions: ['brunch'], price: null, imageUrl: '/api/closet/items/1/image',
    source: 'upload', sourceRatingId: null, sourcePiece: null, timesWorn: 0, lastWornOn: null, costPerWear: null,
    createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z',
  };
}

export const closetItemDetail = (category: GarmentCategory, lowerKind: LowerKind | null): ClosetItemDetail =>
  ({ ...closetItem(category, lowerKind), outfits: [], wears: [] });
