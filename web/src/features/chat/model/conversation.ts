import type { ChatMessage } from '@fitrater/contracts';

export interface Delta { replyId: string; seq: number; text: string }

/**
 * The conversation on screen: the saved history plus the live deltas. A reply's `seq` says how
 * many deltas its text holds, so a delta is applied only when it is the next one: repeats are
 * ignored, and deltas that arrive before the history knows the reply wait in `early`.
 */
export interface Conversation {
  messages: ChatMessage[];
  hasMore: boolean;
  early: Record<string, Delta[]>;
}

export const EMPTY_CONVERSATION: Conversation = { messages: [], hasMore: false, early: {} };

function applyTo(message: ChatMessage, deltas: readonly Delta[]): ChatMessage {
  let next = message;
  for (const d of [...deltas].sort((a, b) => a.seq - b.seq)) {
    if (next.status !== 'streaming' || d.seq !== next.seq + 1) continue;
    next = { ...next, message: next.message + d.text, seq: d.seq };
  }
  return next;
}

export function applyDelta(state: Conversation, delta: Delta): Conversation {
  const index = state.messages.findIndex((m) => m.id === delta.replyId);
  if (index < 0) {
    const waiting = state.early[delta.replyId] ?? [];
    return { ...state, early: { ...state.early, [delta.replyId]: [...waiting, delta] } };
  }
  const updated = applyTo(state.messages[index]!, [delta]);
  if (updated === state.messages[index]) return state;
  const messages = state.messages.slice();
  messages[index] = updated;
  return { ...state, messages };
}

/** A finished reply replaces the growing one (the server's text is the truth). */
export function applyFinal(state: Conversation, message: ChatMessage): Conversation {
  const index = state.messages.findIndex((m) => m.id === message.id);
  if (index < 0) return state;
  const messages = state.messages.slice();
  messages[index] = message;
  const { [message.id]: _done, ...early } = state.early;
  return { ...state, messages, early };
}

export function applyFailure(state: Conversation, replyId: string, error: { code: string; message: string }): Conversation {
  const index = state.messages.findIndex((m) => m.id === replyId);
  if (index < 0) return state;
  const messages = state.messages.slice();
  messages[index] = { ...messages[index]!, status: 'failed', message: '', error };
  return { ...state, messages };
}

/**
 * The latest page of the saved history replaces what is on screen (older pages already loaded
 * are kept); deltas that arrived early are applied on top, without repeating what the saved text holds.
 */
export function mergeLatest(state: Conversation, page: { messages: ChatMessage[]; hasMore: boolean }): Conversation {
  const first = page.messages[0];
  const older = first ? state.messages.filter((m) => m.createdAt < first.createdAt && !page.messages.some((p) => p.id === m.id)) : [];
  const messages = [...older, ...page.messages].map((m) => (state.early[m.id] ? applyTo(m, state.early[m.id]!) : m));
  const early = Object.fromEntries(Object.entries(state.early).filter(([id]) => !messages.some((m) => m.id === id)));
  return { messages, hasMore: older.length ? state.hasMore : page.hasMore, early };
}

export function prependOlder(state: Conversation, page: { messages: ChatMessage[]; hasMore: boolean }): Conversation {
  const known = new Set(state.messages.map((m) => m.id));
  return { ...state, messages: [...page.messages.filter((m) => !known.has(m.id)), ...state.messages], hasMore: page.hasMore };
}
