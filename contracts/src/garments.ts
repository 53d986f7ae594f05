/**
 * The closet of garments: plain values shared by server, workers and web (no TypeBox here).
 * Garments live beside the spec's closet of outfits in folders; an item is one real piece a member owns.
 */

/** What an item is; `one-piece` (a dress, a jumpsuit) fills the top and the bottom slot of a look. */
export const GARMENT_CATEGORIES = ['top', 'bottom', 'one-piece', 'outerwear', 'footwear', 'accessory'] as const;
export type GarmentCategory = (typeof GARMENT_CATEGORIES)[number];

/** The pieces the engine sees in a rated photo (its vision regions), the `piece` of POST /api/closet/items. */
export const GARMENT_PIECES = ['top', 'bottom', 'footwear', 'accessories'] as const;
export type GarmentPiece = (typeof GARMENT_PIECES)[number];

/** The slots of a look the generator fills; each names the closet item that fills it, or what to look for. */
export const LOOK_SLOTS = ['top', 'bottom', 'outerwear', 'footwear', 'accessories'] as const;
export type LookSlot = (typeof LOOK_SLOTS)[number];

/**
 * The kind of a lower half (a `bottom` item): what the vision read in a rated photo or the member set.
 * Kept with the item so a look names and scores a skirt as a skirt, not by its formality's trousers noun.
 */
export const LOWER_KINDS = ['skirt', 'trousers', 'shorts'] as const;
export type LowerKind = (typeof LOWER_KINDS)[number];

export const GARMENT_FORMALITIES = ['casual', 'smart-casual', 'business', 'formal'] as const;
export type GarmentFormality = (typeof GARMENT_FORMALITIES)[number];

export const GARMENT_SEASONS = ['spring', 'summer', 'fall', 'winter'] as const;
export type GarmentSeason = (typeof GARMENT_SEASONS)[number];

/** The fabric colour names, defined once: an item carries them, the local engine names colours with them (stylist/src/local/colour/names.ts), the web translates them. */
export const GARMENT_COLOURS = [
  'black', 'charcoal', 'grey', 'lightgrey', 'silver', 'white', 'ivory', 'cream', 'beige', 'taupe', 'khaki', 'camel',
  'brown', 'navy', 'blue', 'lightblue', 'denim', 'teal', 'turquoise', 'green', 'olive', 'sage', 'mint',
  'yellow', 'mustard', 'gold', 'orange', 'rust', 'red', 'burgundy', 'wine', 'pink', 'fuchsia', 'coral',
  'purple', 'lavender', 'lilac', 'mauve', 'plum',
] as const;
export type GarmentColour = (typeof GARMENT_COLOURS)[number];

/** At most this many items per member (checked in the database too). */
export const CLOSET_ITEMS_MAX = 1000;
export const CLOSET_ITEM_NAME_MAX_LENGTH = 60;
export const CLOSET_ITEM_COLOURS_MAX = 4;
export const CLOSET_LIST_LIMIT_MAX = 100;
export const CLOSET_LIST_LIMIT_DEFAULT = 40;
/** Highest price a member may enter (in their own currency; only used for cost per wear). */
export const CLOSET_ITEM_PRICE_MAX = 1_000_000;
/** A single-garment photo (upload) is refused above this size. */
export const CLOSET_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Generated looks worn or proposed in this many days are not proposed again. */
export const LOOK_REPEAT_DAYS = 14;
/** "Show me options side by side": at most this many looks per answer. */
export const LOOK_OPTIONS_MAX = 3;
/** Brush strokes a cut-out fix may carry, and points per stroke. */
export const MASK_STROKES_MAX = 200;
export const MASK_STROKE_POINTS_MAX = 500;

/** Where an item came from. */
export const CLOSET_ITEM_SOURCES = ['rating', 'upload'] as const;
export type ClosetItemSource = (typeof CLOSET_ITEM_SOURCES)[number];

/** Stages of the `closet.extract` job, saved on the extraction row (the socket events are the fast path). */
export const GARMENT_EXTRACT_STAGES = ['queued', 'seeing', 'cutting', 'saving', 'done', 'failed'] as const;
export type GarmentExtractStage = (typeof GARMENT_EXTRACT_STAGES)[number];
export const GARMENT_EXTRACT_STAGE_PERCENT: Record<GarmentExtractStage, number> = {
  queued: 5, seeing: 25, cutting: 60, saving: 85, done: 100, failed: 100,
};
export const GARMENT_EXTRACT_STATUSES = ['queued', 'processing', 'done', 'failed'] as const;
export type GarmentExtractStatus = (typeof GARMENT_EXTRACT_STATUSES)[number];

/** Where the generator may take pieces from: only what the member owns, or anything. */
export const LOOK_SOURCES = ['closet', 'any'] as const;
export type LookSource = (typeof LOOK_SOURCES)[number];

/** Which category can fill which slot of a look. */
export const SLOT_CATEGORIES: Record<LookSlot, readonly GarmentCategory[]> = {
  top: ['top', 'one-piece'],
  bottom: ['bottom', 'one-piece'],
  outerwear: ['outerwear'],
  footwear: ['footwear'],
  accessories: ['accessory'],
};
