import type { ServerEvent, ServerEventMap, ServerEventType } from '@fitrater/contracts';
import type { ChainableCommander } from 'ioredis';
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
  /**
   * Publishes several events of one user in order, in one write to Redis (a pipeline): each PUBLISH
   * is a message the api wakes up for, and on a small machine each socket write costs about as
   * much CPU as the work around it.
   */
  publishMany<T extends ServerEventType>(userId: string, type: T, items: readonly ServerEventMap[T][]): Promise<void>;
  /**
   * Publishes an event in one MULTI with `writes` (keys that readers GET): no reader sees the
   * writes before the event is out, nor misses the event once it has seen them. A client that
   * subscribes and then reads those keys therefore has everything sent so far, one way or the other.
   */
  publishWith<T extends ServerEventType>(userId: string, type: T, data: ServerEventMap[T], writes: (tx: ChainableCommander) => void): Promise<void>;
}

function channelMessage<T extends ServerEventType>(type: T, data: ServerEventMap[T], routing: Omit<ChannelMessage, 'event'> = {}): string {
  // The generic pair (type, data) is one member of the union; TypeScript cannot see that for a generic T.
  const event = { type, data, at: new Date().toISOString() } as ServerEvent;
  const message: ChannelMessage = { event, ...routing };
  return JSON.stringify(message);
}

/** A pipeline or MULTI answers each command with [error, result]: the first error fails the whole call. */
function throwFirstError(results: Array<[Error | null, unknown]> | null): void {
  const failed = results?.find(([error]) => error);
  if (failed) throw failed[0];
}

export function createPublisher(redis: Redis, prefix: string): Publisher {
  return {
    async publish(userId, type, data, routing = {}) {
      await redis.publish(userChannel(prefix, userId), channelMessage(type, data, routing));
    },
    async publishMany(userId, type, items) {
      if (items.length === 0) return;
      const channel = userChannel(prefix, userId);
      if (items.length === 1) return void (await redis.publish(channel, channelMessage(type, items[0]!)));
      const pipeline = redis.pipeline();
      for (const data of items) pipeline.publish(channel, channelMessage(type, data));
      throwFirstError(await pipeline.exec());
    },
    async publishWith(userId, type, data, writes) {
      const tx = redis.multi();
      writes(tx);
      tx.publish(userChannel(prefix, userId), channelMessage(type, data));
      const results = await tx.exec();
      if (!results) throw new Error('publishWith: the transaction was discarded');
      throwFirstError(results);
    },
  };
}
