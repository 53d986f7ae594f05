import { useEffect, useRef, useState } from 'react';
import type { ServerEventMap, ServerEventType } from '@fitrater/contracts';
import { isServerEvent } from '@fitrater/contracts/values';
import { realtime, type RealtimeStatus } from './realtime';

/** Calls `handler` with the data of every `type` event on the app's socket while mounted. */
export function useRealtimeEvent<T extends ServerEventType>(type: T, handler: (data: ServerEventMap[T]) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(
    () =>
      realtime.subscribe((event) => {
        if (isServerEvent(event, type)) latest.current(event.data);
      }),
    [type],
  );
}

/** The socket's connection status, kept current. */
export function useRealtimeStatus(): RealtimeStatus {
  const [status, setStatus] = useState(() => realtime.getStatus());
  useEffect(() => {
    setStatus(realtime.getStatus());
    return realtime.onStatus(setStatus);
  }, []);
  return status;
}
