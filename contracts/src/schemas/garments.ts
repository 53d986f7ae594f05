import { Type, type Static } from 'typebox';
import { StringEnum, Uuid } from './common';
import { STYLING_OCCASION_IDS } from '../styling';
import {
  CLOSET_ITEM_COLOURS_MAX, CLOSET_ITEM_NAME_MAX_LENGTH, CLOSET_ITEM_PRICE_MAX, CLOSET_ITEM_SOURCES, CLOSET_LIST_LIMIT_MAX,
  GARMENT_CATEGORIES, GARMENT_COLOURS, GARMENT_EXTRACT_STAGES, GARMENT_EXTRACT_STATUSES, GARMENT_FORMALITIES, GARMENT_PIECES,
  GARMENT_SEASONS, LOOK_OPTIONS_MAX, LOWER_KINDS, LOOK_SLOTS, LOOK_SOURCES, MASK_STROKE_POINTS_MAX, MASK_STROKES_MAX,
} from '../garments';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const DateTime = Type.String({ format: 'date-time' });
/** A calendar day, YYYY-MM-DD. */
const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });
const Score = Type.Number({ minimum: 0, maximum: 10 });

export const GarmentCategorySchema = StringEnum(GARMENT_CATEGORIES);
export const GarmentColourSchema = StringEnum(GARMENT_COLOURS);
export const GarmentColours = Type.Array(GarmentColourSchema, { minItems: 0, maxItems: CLOSET_ITEM_COLOURS_MAX, uniqueItems: true });
export const GarmentFormalitySchema = StringEnum(GARMENT_FORMALITIES);
export const GarmentSeasons = Type.Array(StringEnum(GARMENT_SEASONS), { maxItems: GARMENT_SEASONS.length, uniqueItems: true });
export const GarmentOccasions = Type.Array(StringEnum(STYLING_OCCASION_IDS), { maxItems: STYLING_OCCASION_IDS.length, uniqueItems: true });
export const GarmentPieceSchema = StringEnum(GARMENT_PIECES);
/** A bottom's kind (skirt, trousers, shorts), or null when unknown; only a `bottom` item has one. */
export const LowerKindSchema = Nullable(StringEnum(LOWER_KINDS));
export const LookSlotSchema = StringEnum(LOOK_SLOTS);
export const LookSourceSchema = StringEnum(LOOK_SOURCES);
/** The price the member paid, for cost per wear; null when not entered. */
export const GarmentPrice = Nullable(Type.Number({ minimum: 0, maximum: CLOSET_ITEM_PRICE_MAX }));

// ── Pieces seen in a rated photo (extraction) ─────────────────────────────
/** One piece the engine saw in a rated photo, pre-filled for the member to confirm. */
export const SeenGarment = Type.Object({
  piece: GarmentPieceSchema,
  category: GarmentCategorySchema,
  colours: GarmentColours,
  formality: GarmentFormalitySchema,
  /** The cut-out (WebP, transparent background): GET /api/ratings/{id}/garments/{piece}/image. */
  imageUrl: Type.String(),
  /** 0–1: how sure the engine is that this piece is there and cut out well. */
  confidence: Type.Number({ minimum: 0, maximum: 1 }),
  /** The closet item already made from this piece, or null: a piece is added once. */
  closetItemId: Nullable(Uuid),
});
export type SeenGarment = Static<typeof SeenGarment>;

/** GET /api/ratings/{id}/garments: the extraction's state and, when done, the pieces. */
export const RatingGarmentsReply = Type.Object({
  ratingId: Uuid,
  status: StringEnum(GARMENT_EXTRACT_STATUSES),
  stage: StringEnum(GARMENT_EXTRACT_STAGES),
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
  garments: Type.Array(SeenGarment),
  error: Nullable(Type.Object({ code: Type.String(), message: Type.String() })),
});
export type RatingGarmentsReply = Static<typeof RatingGarmentsReply>;

export const RatingPieceParams = Type.Object({ id: Uuid, piece: GarmentPieceSchema }, { additionalProperties: false });
export type RatingPieceParams = Static<typeof RatingPieceParams>;

// ── Items ────────────────────────────────────────────────────────────────
export const ClosetItem = Type.Object({
  id: Uuid,
  name: Type.String(),
  category: GarmentCategorySchema,
  colours: GarmentColours,
  formality: GarmentFormalitySchema,
  /** A bottom's kind as the vision read it or the member corrected it; absent or null when unknown. */
  lowerKind: Type.Optional(LowerKindSchema),
  seasons: GarmentSeasons,
  occasions: GarmentOccasions,
  price: GarmentPrice,
  /** The cut-out (WebP, transparent background): GET /api/closet/items/{id}/image; `?v=` changes when it is re-cut. */
  imageUrl: Type.String(),
  source: StringEnum(CLOSET_ITEM_SOURCES),
  sourceRatingId: Nullable(Uuid),
  sourcePiece: Nullable(GarmentPieceSchema),
  timesWorn: Type.Integer({ minimum: 0 }),
  lastWornOn: Nullable(Day),
  /** price / timesWorn, rounded to cents; null without a price or before the first wear. */
  costPerWear: Nullable(Type.Number({ minimum: 0 })),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type ClosetItem = Static<typeof ClosetItem>;

/** A rated outfit this item appeared in (the photo it came from, looks it was worn in). */
export const ClosetItemOutfit = Type.Object({
  ratingId: Uuid,
  score: Nullable(Score),
  occasion: Type.String(),
  imageUrl: Nullable(Type.String()),
  ratedAt: DateTime,
});
export type ClosetItemOutfit = Static<typeof ClosetItemOutfit>;

export const ClosetItemDetail = Type.Object({
  ...ClosetItem.properties,
  outfits: Type.Array(ClosetItemOutfit),
  /** Newest first, at most 30. */
  wears: Type.Array(Type.Object({ id: Uuid, wornOn: Day, ratingId: Nullable(Uuid), stylingRequestId: Nullable(Uuid) })),
});
export type ClosetItemDetail = Static<typeof ClosetItemDetail>;

export const ClosetItemParams = Type.Object({ id: Uuid }, { additionalProperties: false });
export type ClosetItemParams = Static<typeof ClosetItemParams>;

/** POST /api/closet/items as JSON: a piece from GET /api/ratings/{id}/garments, with the member's corrections. */
export const CreateClosetItemFromRatingBody = Type.Object({
  ratingId: Uuid,
  piece: GarmentPieceSchema,
  name: Type.Optional(Type.String({ minLength: 1, maxLength: CLOSET_ITEM_NAME_MAX_LENGTH })),
  category: Type.Optional(GarmentCategorySchema),
  colours: Type.Optional(GarmentColours),
  formality: Type.Optional(GarmentFormalitySchema),
}, { additionalProperties: false });
export type CreateClosetItemFromRatingBody = Static<typeof CreateClosetItemFromRatingBody>;

/**
 * POST /api/closet/items takes JSON (a piece of a rated photo) or a multipart form (one garment laid flat
 * or hung). With `category` in the form the AI is skipped (bulk mode): the photo is only cut out.
 */
export const CreateClosetItemRequest = {
  content: {
    'application/json': { schema: CreateClosetItemFromRatingBody },
    'multipart/form-data': {
      schema: Type.Object({
        file: Type.String({ format: 'binary', description: 'One garment (JPEG, PNG, WebP or HEIC), at most 10 MB' }),
        category: Type.Optional(GarmentCategorySchema),
        name: Type.Optional(Type.String({ minLength: 1, maxLength: CLOSET_ITEM_NAME_MAX_LENGTH })),
      }, { additionalProperties: false }),
    },
  },
};

export const PatchClosetItemBody = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: CLOSET_ITEM_NAME_MAX_LENGTH })),
  category: Type.Optional(GarmentCategorySchema),
  colours: Type.Optional(GarmentColours),
  formality: Type.Optional(GarmentFormalitySchema),
  /** Only for a `bottom` item (or one made a bottom in the same edit); null clears it. */
  lowerKind: Type.Optional(LowerKindSchema),
  seasons: Type.Optional(GarmentSeasons),
  occasions: Type.Optional(GarmentOccasions),
  price: Type.Optional(GarmentPrice),
}, { additionalProperties: false, minProperties: 1 });
export type PatchClosetItemBody = Static<typeof PatchClosetItemBody>;

/**
 * PUT /api/closet/items/{id}/mask: the member's brush strokes, applied server-side in order to the item's
 * LATEST mask (the one the server keeps, whichever device made the last fix), so a second fix builds on
 * the first. With `base: 'original'` they are applied to the cut-out as first made instead: `[]` then
 * undoes every fix. Points are normalised (0–1) in the item image's coordinates; `radius` is a share of its width.
 */
export const MaskStroke = Type.Object({
  mode: StringEnum(['add', 'remove'] as const),
  radius: Type.Number({ minimum: 0.002, maximum: 0.25 }),
  /** [x, y] pairs. */
  points: Type.Array(Type.Array(Type.Number({ minimum: 0, maximum: 1 }), { minItems: 2, maxItems: 2 }), { minItems: 1, maxItems: MASK_STROKE_POINTS_MAX }),
}, { additionalProperties: false });
export type MaskStroke = Static<typeof MaskStroke>;
export const ClosetItemMaskBody = Type.Object({
  strokes: Type.Array(MaskStroke, { maxItems: MASK_STROKES_MAX }),
  base: Type.Optional(StringEnum(['latest', 'original'] as const, { description: 'The mask the strokes are applied to (default: latest)' })),
}, { additionalProperties: false });
export type ClosetItemMaskBody = Static<typeof ClosetItemMaskBody>;

// ── Listing ──────────────────────────────────────────────────────────────
export const ClosetItemListQuery = Type.Object({
  category: Type.Optional(GarmentCategorySchema),
  colour: Type.Optional(GarmentColourSchema),
  season: Type.Optional(StringEnum(GARMENT_SEASONS)),
  occasion: Type.Optional(StringEnum(STYLING_OCCASION_IDS)),
  /** The `nextCursor` of the previous page (opaque). */
  cursor: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CLOSET_LIST_LIMIT_MAX })),
}, { additionalProperties: false });
export type ClosetItemListQuery = Static<typeof ClosetItemListQuery>;

const Counts = Type.Record(Type.String(), Type.Integer({ minimum: 0 }));
/**
 * Items newest first. `counts` per filter value are for the whole closet with the OTHER filters applied
 * (so a chip shows what picking it would give); `total` matches all filters.
 */
export const ClosetItemList = Type.Object({
  items: Type.Array(ClosetItem),
  nextCursor: Nullable(Type.String()),
  total: Type.Integer({ minimum: 0 }),
  counts: Type.Object({ category: Counts, colour: Counts, season: Counts, occasion: Counts }),
});
export type ClosetItemList = Static<typeof ClosetItemList>;

// ── Wear log ─────────────────────────────────────────────────────────────
export const WearItemBody = Type.Object({ wornOn: Type.Optional(Day) }, { additionalProperties: false });
export type WearItemBody = Static<typeof WearItemBody>;

/** "I wore this" for a rated outfit or a generated look (`option` picks one of its side-by-side looks). */
export const WearLookBody = Type.Union([
  Type.Object({ ratingId: Uuid, wornOn: Type.Optional(Day) }, { additionalProperties: false }),
  Type.Object({ stylingRequestId: Uuid, option: Type.Optional(Type.Integer({ minimum: 0, maximum: LOOK_OPTIONS_MAX - 1 })), wornOn: Type.Optional(Day) }, { additionalProperties: false }),
]);
export type WearLookBody = Static<typeof WearLookBody>;

export const WearReply = Type.Object({
  id: Uuid,
  wornOn: Day,
  /** The closet items this wear counted for. */
  itemIds: Type.Array(Uuid),
});
export type WearReply = Static<typeof WearReply>;

export const WornItem = Type.Object({ id: Uuid, name: Type.String(), category: GarmentCategorySchema, imageUrl: Type.String(), timesWorn: Type.Integer({ minimum: 0 }), lastWornOn: Nullable(Day), costPerWear: Nullable(Type.Number({ minimum: 0 })) });
export type WornItem = Static<typeof WornItem>;
/** GET /api/closet/analytics: most and least worn pieces (at most 5 each; least worn counts items never worn). */
export const ClosetAnalytics = Type.Object({
  totalItems: Type.Integer({ minimum: 0 }),
  totalWears: Type.Integer({ minimum: 0 }),
  mostWorn: Type.Array(WornItem),
  leastWorn: Type.Array(WornItem),
});
export type ClosetAnalytics = Static<typeof ClosetAnalytics>;

// ── Dressed from what you own (generator and combiner answers) ───────────
/** One slot of a look: the owned item that fills it, or (closetItemId null) the engine's words for it. */
export const LookPiece = Type.Object({
  slot: LookSlotSchema,
  closetItemId: Nullable(Uuid),
  name: Type.String(),
  colours: Type.Array(GarmentColourSchema),
  imageUrl: Nullable(Type.String()),
  locked: Type.Boolean(),
});
export type LookPiece = Static<typeof LookPiece>;

/** A slot nothing owned could fill, and what to look for (a sentence in the request's language). */
export const LookGap = Type.Object({ slot: LookSlotSchema, lookFor: Type.String() });
export type LookGap = Static<typeof LookGap>;

export const ClosetLook = Type.Object({
  /** Stable id of the combination (same items → same id): what "not repeated in 14 days" compares. */
  lookKey: Type.String(),
  /** The engine's score for this look at the occasion. */
  score: Score,
  pieces: Type.Array(LookPiece),
  missing: Type.Array(LookGap),
});
export type ClosetLook = Static<typeof ClosetLook>;

/**
 * Added to a generator or combiner answer when the request had `source: 'closet'`: 1–3 looks side by
 * side, best first; the answer's own top/bottom/footwear text describes `options[0]`.
 */
export const ClosetLooks = Type.Object({
  source: LookSourceSchema,
  options: Type.Array(ClosetLook, { minItems: 1, maxItems: LOOK_OPTIONS_MAX }),
});
export type ClosetLooks = Static<typeof ClosetLooks>;

/**
 * Optional fields of POST /api/premium/outfit-suggestion and POST /api/outfits/combine (added to their bodies):
 * `source` (default `any`), `lockedItemIds` (kept in every option: "lock this piece and regenerate"),
 * `options` (how many looks side by side, default 1).
 */
export const ClosetLookOptions = {
  source: Type.Optional(LookSourceSchema),
  lockedItemIds: Type.Optional(Type.Array(Uuid, { maxItems: 5, uniqueItems: true })),
  options: Type.Optional(Type.Integer({ minimum: 1, maximum: LOOK_OPTIONS_MAX })),
};

// ── Swap suggestions ─────────────────────────────────────────────────────
/** POST /api/closet/swaps: for a rated outfit, or one look of a generated answer. */
export const SwapRequestBody = Type.Union([
  Type.Object({ ratingId: Uuid }, { additionalProperties: false }),
  Type.Object({ stylingRequestId: Uuid, option: Type.Optional(Type.Integer({ minimum: 0, maximum: LOOK_OPTIONS_MAX - 1 })) }, { additionalProperties: false }),
]);
export type SwapRequestBody = Static<typeof SwapRequestBody>;

export const SwapSuggestion = Type.Object({
  slot: LookSlotSchema,
  closetItemId: Uuid,
  itemName: Type.String(),
  imageUrl: Type.String(),
  /** The engine's score of the outfit with this item in the slot. */
  predictedScore: Score,
  /** predictedScore minus the base score, one decimal ("+1.3"). */
  delta: Type.Number(),
  /** "Shoes → your tan loafers: +1.3", in the request's language. */
  explanation: Type.String(),
});
export type SwapSuggestion = Static<typeof SwapSuggestion>;

export const SwapReply = Type.Object({
  occasion: Type.String(),
  /** The engine's score of the outfit as it is, computed the same way as the predicted ones. */
  baseScore: Score,
  /** Per slot at most 3, best first; only swaps that raise the score. */
  swaps: Type.Array(SwapSuggestion),
});
export type SwapReply = Static<typeof SwapReply>;

// ── Realtime events of `closet.extract` (payloads of ServerEventMap) ─────
export interface GarmentExtractProgressEvent { ratingId: string; stage: (typeof GARMENT_EXTRACT_STAGES)[number]; percent: number }
export interface GarmentExtractDoneEvent { ratingId: string; garments: SeenGarment[] }
export interface GarmentExtractFailedEvent { ratingId: string; error: { code: string; message: string } }

