// The closet of garments, engine side: cut-out masks of the pieces the vision saw (or of one garment
// laid flat), their colours, pre-filled fields, the closet's sentences in ten languages and the score
// of a look built from owned items.
export { pieceMask, flatGarmentMask, type GarmentMask } from './masks';
export { personGarmentMask } from './person-cutout';
export { maskColours } from './colours';
export { prefill, categoryOfPiece, categoryOfOutline, guessFormality, occasionsFor, FORMALITY_LEVEL, GARMENT_NOUN, pieceNoun, type GarmentPrefill } from './prefill';
export type { LowerKind } from '../vision/lower-kind';
export { itemName, lookForLine, swapLine } from './closet-sentences';
export { scoreLook, lookDescription, type ScoredPiece } from './look-score';
export type { ClosetWords } from './closet-words';
