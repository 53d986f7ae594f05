import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@fitrater/contracts';
import { applyDelta, applyFinal, EMPTY_CONVERSATION, mergeLatest } from './conversation';

const reply = (over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 'r1', role: 'assistant', message: '', imageUrl: null, personality: 'sassy', status: 'streaming', seq: 0, error: null, createdAt: '2026-11-23T10:00:00.001Z', ...over,
});

describe('conversation model', () => {
  it('applies deltas in order and ignores repeats', () => {
    let s = mergeLatest(EMPTY_CONVERSATION, { messages: [reply()], hasMore: false });
    s = applyDelta(s, { replyId: 'r1', seq: 1, text: 'Hello ' });
    s = applyDelta(s, { replyId: 'r1', seq: 1, text: 'Hello ' });
    s = applyDelta(s, { replyId: 'r1', seq: 2, text: 'there' });
    expect(s.messages[0]).toMatchObject({ message: 'Hello there', seq: 2 });
  });

  it('keeps deltas that arrive before the history, and applies only those after the saved seq', () => {
    let s = applyDelta(EMPTY_CONVERSATION, { replyId: 'r1', seq: 1, text: 'a ' });
    s = applyDelta(s, { replyId: 'r1', seq: 2, text: 'b ' });
    s = applyDelta(s, { replyId: 'r1', seq: 3, text: 'c' });
    // The reloaded history already holds deltas 1 and 2.
    s = mergeLatest(s, { messages: [reply({ message: 'a b ', seq: 2 })], hasMore: false });
    expect(s.messages[0]).toMatchObject({ message: 'a b c', seq: 3 });
    expect(s.early).toEqual({});
  });

  it('takes the final message as the truth', () => {
    let s = mergeLatest(EMPTY_CONVERSATION, { messages: [reply({ message: 'par', seq: 1 })], hasMore: false });
    s = applyFinal(s, reply({ message: 'partial no more', seq: 4, status: 'done' }));
    expect(s.messages[0]).toMatchObject({ message: 'partial no more', status: 'done' });
  });
});
