import type {
  ClosetItem, ClosetItemListQuery, CreateClosetItemFromRatingBody, GarmentCategory, MaskStroke,
  PatchClosetItemBody, SwapReply, SwapRequestBody, WearLookBody, WearReply,
} from '@fitrater/contracts';
import { apiRequest } from '../http';
import { uploadForm, type UploadOptions } from '../upload';

/**
 * The closet of garments (docs/API.md, "Closet of garments"): one client for every screen that
 * shows or changes an owned piece (the closet, a result, the styling tools, the profile).
 */
export const ITEMS_PATH = '/api/closet/items';
export const ANALYTICS_KEY = '/api/closet/analytics';
const itemPath = (id: string) => `${ITEMS_PATH}/${encodeURIComponent(id)}`;

export const ratingGarmentsKey = (ratingId: string) => `/api/ratings/${encodeURIComponent(ratingId)}/garments`;
export const itemKey = itemPath;

/** The list's key for one page: the filters in a fixed order, so the same filters share one cache entry. */
export function itemsPageKey(filters: Omit<ClosetItemListQuery, 'cursor' | 'limit'>, cursor: string | null, limit = 24): string {
  const query = new URLSearchParams();
  for (const name of ['category', 'colour', 'season', 'occasion'] as const) {
    const value = filters[name];
    if (value) query.set(name, value);
  }
  if (cursor) query.set('cursor', cursor);
  query.set('limit', String(limit));
  return `${ITEMS_PATH}?${query.toString()}`;
}

/** Every cached closet read (infinite lists included, whose keys SWR prefixes): what a change to any item makes stale. */
export function isClosetKey(key: unknown): boolean {
  if (typeof key !== 'string') return false;
  const plain = key.replace(/^\$inf\$/, '');
  return plain.startsWith(ITEMS_PATH) || plain === ANALYTICS_KEY;
}

export const addSeenPiece = (body: CreateClosetItemFromRatingBody) => apiRequest<ClosetItem>(ITEMS_PATH, { method: 'POST', body });

/** One garment photo (already prepared on the device); with a category the server skips the AI (bulk mode). */
export function uploadGarment(file: File, category: GarmentCategory | null, options: UploadOptions = {}): Promise<ClosetItem> {
  const form = new FormData();
  if (category) form.append('category', category);
  form.append('file', file, file.name);
  return uploadForm<ClosetItem>(ITEMS_PATH, form, options);
}

export const updateItem = (id: string, body: PatchClosetItemBody) => apiRequest<ClosetItem>(itemPath(id), { method: 'PATCH', body });
export const deleteItem = (id: string) => apiRequest<void>(itemPath(id), { method: 'DELETE' });
/**
 * The member's brush strokes, applied by the server to the item's latest mask (kept there, so a fix
 * builds on the last one from any device); `original` applies them to the first cut-out instead
 * (with no strokes: every fix undone).
 */
export const fixCutout = (id: string, strokes: MaskStroke[], base: 'latest' | 'original' = 'latest') =>
  apiRequest<ClosetItem>(`${itemPath(id)}/mask`, { method: 'PUT', body: base === 'original' ? { strokes, base } : { strokes } });
export const wearItem = (id: string) => apiRequest<WearReply>(`${itemPath(id)}/wear`, { method: 'POST', body: {} });
/** "I wore this" for a rated outfit or a generated look. */
export const wearLook = (body: WearLookBody) => apiRequest<WearReply>('/api/closet/wears', { method: 'POST', body });
export const requestSwaps = (body: SwapRequestBody) => apiRequest<SwapReply>('/api/closet/swaps', { method: 'POST', body });
