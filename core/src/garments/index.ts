// The closet of garments' front door: items a member owns (cut out of rated photos or uploaded),
// their wear log, looks dressed from them and swap suggestions.
export { ratingGarments, runGarmentExtraction, seenGarmentImage } from './extraction.service';
export { endExtractionIfFailedForGood, failGarmentExtraction } from './extraction-job';
export {
  addPieceFromRating, addUploadedGarment, closetItemDetail, patchClosetItem, deleteClosetItem, closetItemImage, fixClosetItemCutout,
} from './closet-items.service';
export { listClosetItems } from './closet-list.service';
export { wearItem, wearLook, closetAnalytics } from './wear.service';
export { closetLooks, assertOwnedItems, lookKeyOf, type ClosetLookRequest } from './closet-looks';
export { swapSuggestions } from './swaps.service';
export { ClosetItemModel, GarmentExtractionModel } from './garment.models';
export { dressFromCloset, type ClosetSourceInput } from './dressed-answer';
export { writeGarmentsExport } from './garments-export';
