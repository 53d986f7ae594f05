import type { ClosetItem, GarmentPiece, SeenGarment } from '@fitrater/contracts';
import type { ClosetItemModel, ExtractedPiece } from './garment.models';

export const seenGarmentImagePath = (ratingId: string, piece: GarmentPiece) => `/api/ratings/${ratingId}/garments/${piece}/image`;
export const closetItemImagePath = (item: Pick<ClosetItemModel, 'id' | 'imageVersion'>) => `/api/closet/items/${item.id}/image?v=${item.imageVersion}`;

export function toSeenGarment(ratingId: string, piece: ExtractedPiece, closetItemId: string | null): SeenGarment {
  return {
    piece: piece.piece, category: piece.category, colours: piece.colours, formality: piece.formality,
    imageUrl: seenGarmentImagePath(ratingId, piece.piece), confidence: piece.confidence, closetItemId,
  };
}

/** Cost per wear in cents precision; null without a price or a wear. */
export const costPerWear = (price: number | null, timesWorn: number) =>
  price === null || timesWorn === 0 ? null : Math.round((price / timesWorn) * 100) / 100;

export function toClosetItem(row: ClosetItemModel): ClosetItem {
  const price = row.price === null ? null : Number(row.price);
  return {
    id: row.id, name: row.name, category: row.category, colours: row.colours, formality: row.formality, lowerKind: row.lowerKind ?? null, seasons: row.seasons,
    occasions: row.occasions, price, imageUrl: closetItemImagePath(row), source: row.source, sourceRatingId: row.sourceRatingId,
    sourcePiece: row.sourcePiece, timesWorn: row.timesWorn, lastWornOn: row.lastWornOn, costPerWear: costPerWear(price, row.timesWorn),
    createdAt: new Date(row.createdAt).toISOString(), updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
