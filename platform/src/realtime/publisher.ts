import type { ServerEvent, ServerEventMap, ServerEventType } from '@fitrater/contracts';
import type { Redis } from '../infra/redis';

/**
 * What travels on a user's Redis channel. `event` goes to the user's sockets;
 * `closeSessions` tells every hub to close the sockets of those sessions after
 * delivering the event to them (revocation).
 */
export interface ChannelMessage {
  event: ServerEvent;
  onlySessions?: string[];
  closeSessions?: string[];
}

export const userChannel = (prefix: string, userId: string) => `${prefix}:user:${userId}`;
export const userChannelPattern = (prefix: string) => `${prefix}:user:*`;

export interface Publisher {
  publish<T extends ServerEventType>(userId: string, type: T, data: ServerEventMap[T], routing?: Omit<ChannelMessage, 'event'>): Promise<void>;
}

export function createPublisher(redis: Redis, prefix: string): Publisher {
  return {
    async publish(userId, type, data, routing = {}) {
      // The generic pair (type, data) is one member of the union; TypeScript cannot see that for a generic T.
      const event = { type, data, at: new Date().toISOString() } as ServerEvent;
      const message: ChannelMessage = { event, ...routing };
      await redis.publish(userChannel(prefix, userId), JSON.stringify(message));
    },
  };
}
