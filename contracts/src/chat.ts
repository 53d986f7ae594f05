/**
 * The stylist chat's plain values (no schema library): personalities, limits and statuses.
 * Labels and descriptions are UI text and live in the web app's `chat` locale namespace.
 */
export const CHAT_PERSONALITIES = ['sassy', 'brutal', 'professional', 'hype', 'coach', 'chill', 'vintage'] as const;
export type ChatPersonality = (typeof CHAT_PERSONALITIES)[number];
export const DEFAULT_CHAT_PERSONALITY: ChatPersonality = 'sassy';

/** How each personality looks in the picker: an icon name (web Icon set) and an accent colour. */
export const CHAT_PERSONALITY_LOOKS: Record<ChatPersonality, { icon: string; colour: string }> = {
  sassy: { icon: 'sparkles', colour: '#f06bb0' },
  brutal: { icon: 'flame', colour: '#ff6b6b' },
  professional: { icon: 'briefcase', colour: '#6ea8fe' },
  hype: { icon: 'bolt', colour: '#ff9f43' },
  coach: { icon: 'target', colour: '#5fd38d' },
  chill: { icon: 'wave', colour: '#3dd6d0' },
  vintage: { icon: 'clock', colour: '#d8b27a' },
};

export function isChatPersonality(value: unknown): value is ChatPersonality {
  return typeof value === 'string' && (CHAT_PERSONALITIES as readonly string[]).includes(value);
}

/** Spec part 2 §5: text trimmed, at most 2,000 characters; an image alone sends '(image)'. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const CHAT_IMAGE_ONLY_TEXT = '(image)';
export const CHAT_HISTORY_PAGE_SIZE = 50;

export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/** A user message is `done` at once; a reply is `streaming` (text growing, `seq` counting deltas) until `done` or `failed`. */
export const CHAT_STATUSES = ['streaming', 'done', 'failed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
