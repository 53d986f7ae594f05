import { createRedis, userChannel, waitForRedis, type Redis } from '@fitrater/platform';
import { testRedisUrl } from './harness';

/** A server event as it reaches a member's channel. */
export interface ChannelEvent { type: string; data: Record<string, unknown> }

export interface UserChannelListener {
  /** Calls `onEvent` with every event published to this member's channel from now on. */
  listen(userId: string, onEvent: (event: ChannelEvent) => void): Promise<void>;
  close(): void;
}

/**
 * Listens to members' realtime channels on the test Redis, as the API's socket hub does. It waits
 * for the connection first: a SUBSCRIBE sent before ioredis's ready check is refused and lost.
 */
export async function userChannelListener(redisPrefix: string): Promise<UserChannelListener> {
  const subscriber: Redis = createRedis(testRedisUrl(), 'blocking');
  await waitForRedis(subscriber, 10_000);
  return {
    async listen(userId, onEvent) {
      const channel = userChannel(redisPrefix, userId);
      subscriber.on('message', (from: string, raw: string) => {
        if (from === channel) onEvent((JSON.parse(raw) as { event: ChannelEvent }).event);
      });
      await subscriber.subscribe(channel);
    },
    close: () => subscriber.disconnect(),
  };
}
