import { useCallback, useEffect, useState } from 'react';
import type { ChatMessage } from '@fitrater/contracts';
import { realtime } from '../../../lib/realtime';
import { fetchChatHistory } from '../api/chat.api';
import { applyDelta, applyFailure, applyFinal, EMPTY_CONVERSATION, mergeLatest, prependOlder, type Conversation } from '../model/conversation';

/**
 * The conversation, live: the socket is listened to before the saved history is read, so a
 * reply that is streaming when the page (re)loads continues from its saved `seq` with nothing
 * missed or repeated. A reconnected socket reads the history again for anything lost meanwhile.
 */
export function useConversation(enabled: boolean) {
  const [state, setState] = useState<Conversation>(EMPTY_CONVERSATION);
  const [loading, setLoading] = useState(enabled);
  const [error, setError] = useState<unknown>(null);

  const reload = useCallback(async () => {
    try {
      const page = await fetchChatHistory();
      setState((s) => mergeLatest(s, page));
      setError(null);
    } catch (e) {
      setError(e);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const unsubscribe = realtime.subscribe((event) => {
      if (event.type === 'chat.delta') setState((s) => applyDelta(s, event.data));
      else if (event.type === 'chat.done') setState((s) => applyFinal(s, event.data.message));
      else if (event.type === 'chat.failed') {
        const { replyId, error: failure } = event.data;
        setState((s) => applyFailure(s, replyId, failure));
      } else if (event.type === 'session.ready') void reload();
    });
    void reload();
    return () => {
      unsubscribe();
    };
  }, [enabled, reload]);

  const loadOlder = useCallback(async () => {
    const first = state.messages[0];
    if (!first) return;
    const page = await fetchChatHistory(first.id);
    setState((s) => prependOlder(s, page));
  }, [state.messages]);

  const clear = useCallback(() => setState(EMPTY_CONVERSATION), []);

  return { messages: state.messages as readonly ChatMessage[], hasMore: state.hasMore, loading, error, reload, loadOlder, clear };
}
