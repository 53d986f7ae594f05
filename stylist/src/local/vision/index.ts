export { analyse, choosePerson, outfitPalette, type WorkImage } from './analyse';
export { readGarments, type GarmentPart, type GarmentReading, type GarmentRegion } from './garments';
export { createVisionClient, sharedVisionClient, threadFile, type VisionClient, type VisionDetector, type VisionLogger, type VisionStatus } from './client';
export { regionSignals } from './signals';
export { isExplicit } from './explicit-check';
export type { VisionMemory } from './memory';
export { renderOverlay } from './overlay';
export type * from './types';

import { sharedVisionClient, type VisionDetector, type VisionLogger } from './client';

/** The process's vision detector for the local stylist, or undefined when it is switched off (LOCAL_VISION=off). */
export function localVision(logger?: VisionLogger, enabled = true): VisionDetector | undefined {
  if (!enabled) return undefined;
  return sharedVisionClient({ logger }).detect;
}
