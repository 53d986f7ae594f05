import { CHAT_PERSONALITIES, DEFAULT_CHAT_PERSONALITY, STORAGE_KEYS, isChatPersonality } from '@fitrater/contracts/values';
import type { ChatPersonality } from '@fitrater/contracts';

export { CHAT_PERSONALITIES };

/** The chosen personality, remembered on the device (spec part 1 §3), sassy by default. */
export function storedPersonality(): ChatPersonality {
  try {
    const value = window.localStorage.getItem(STORAGE_KEYS.chatPersonality);
    return isChatPersonality(value) ? value : DEFAULT_CHAT_PERSONALITY;
  } catch {
    return DEFAULT_CHAT_PERSONALITY;
  }
}

export function rememberPersonality(personality: ChatPersonality): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.chatPersonality, personality);
  } catch {
    // storage blocked: the choice lasts for this page view
  }
}
