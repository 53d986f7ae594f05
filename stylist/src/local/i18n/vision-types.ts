/**
 * Sentences about what the photo showed (person, regions, framing), one bank per language.
 * Placeholders: {pieces} {dark} {light} {top} {bottom} {piece} {shoes} {colour} {zone} {colours} {occasion}.
 * A piece is a garment or part word with its measured colour, e.g. 'burgundy skirt', 'black top'.
 */
export const VISION_KEYS = [
  'vision.pieces', 'vision.anchor', 'vision.tonal', 'vision.contrast', 'vision.onePiece',
  'vision.shoesEcho', 'vision.shoesApart', 'vision.accessory', 'vision.several', 'vision.none', 'vision.seated',
  'quality.feetCut', 'quality.personSmall', 'comp.seen', 'comp.seenLower', 'comp.noPerson', 'comp.notInFrame', 'comp.noAccessory',
  'limits.visionOnly', 'sugg.fullBody', 'refused.explicit',
] as const;
export type VisionKey = (typeof VISION_KEYS)[number];

export type VisionPartWord = 'top' | 'bottom' | 'onePiece' | 'footwear' | 'accessory';
export type VisionZoneWord = 'head' | 'neck' | 'wrists';

export interface VisionWords {
  parts: Record<VisionPartWord, string>;
  zones: Record<VisionZoneWord, string>;
  /**
   * A piece as one item of the photo's list where the language needs more than its indefinite article: Chinese
   * counts it (一件白色衬衫); Arabic makes every item definite, as its part words are («القطعة العلوية البيضاء،
   * التنورة العنابية والحذاء الأسود»).
   */
  listItem?: (piece: string) => string;
  phrases: Record<VisionKey, readonly [string, ...string[]]>;
}
