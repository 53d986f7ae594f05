import type { Stylist } from '../stylist';
import { createLocalChat, type LocalChatOptions } from './chat';
import { createLocalRater } from './engine';

export { createLocalRater, measure, emojiFor, type LocalStylistOptions, type RegionDetector } from './engine';
export { createLocalChat, LOCAL_CHAT_PACE_MS, type LocalChatOptions } from './chat';

/** The offline engine: the rater and the chat, sharing the vision detector. */
export function createLocalStylist(options: LocalChatOptions = {}): Stylist {
  return { ...createLocalRater(options), chat: createLocalChat(options) };
}
export { judge, type Verdict } from './scoring/verdict';
export type { OutfitSignals, PhotoSignals, TextSignals, Harmony, HarmonyType, PaletteColour, RegionSignals } from './signals/types';
export { occasionProfile, type OccasionProfile } from './occasions';
export { localVision } from './vision';
