export { createLocalStylist, measure, emojiFor, type LocalStylistOptions, type RegionDetector } from './engine';
export { judge, type Verdict } from './scoring/verdict';
export type { OutfitSignals, PhotoSignals, TextSignals, Harmony, HarmonyType, PaletteColour, RegionSignals } from './signals/types';
export { occasionProfile, type OccasionProfile } from './occasions';
export { localVision } from './vision';
