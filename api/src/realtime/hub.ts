import type { WebSocket } from 'ws';
import { WS_CLOSE, type ServerEvent, type ServerEventType } from '@fitrater/contracts';
import { authenticateToken, evictCachedUser, type AuthenticatedSession, type CoreContext } from '@fitrater/core';
import { createRedis, userChannel, type ChannelMessage, type Logger, type Redis } from '@fitrater/platform';
import { FrameBatcher } from './frame-batcher';

interface Connection {
  socket: WebSocket;
  userId: string;
  sessionId: string;
  token: string;
  alive: boolean;
  /** `session.ready` sent: events go to it from then on (it is the first message on every socket). */
  ready: boolean;
}

/**
 * Events that announce no change to the user's row or usage counter (chat and styling progress and
 * answers): forwarding them keeps the user's cached row, so their next request needs no user query.
 */
const USER_UNCHANGED_EVENTS: ReadonlySet<ServerEventType> = new Set<ServerEventType>(['chat.delta', 'chat.done', 'chat.failed', 'styling.progress', 'styling.done', 'trends.progress']);

export interface HubOptions {
  heartbeatMs?: number;
}

/** Why an account's oldest socket is closed when it opens one more than WS_MAX_PER_USER (sent with 1008). */
export const TOO_MANY_SOCKETS_FOR_ACCOUNT = 'Too many connections for this account: the oldest was closed';

/**
 * Delivers a user's events to every socket of that user on this api process.
 * Each process subscribes to the Redis channel of the users it has sockets
 * for, so any number of api processes can run side by side.
 */
export class RealtimeHub {
  private readonly subscriber: Redis;
  private readonly byUser = new Map<string, Set<Connection>>();
  /** The SUBSCRIBE of each user's channel: every socket of the user waits for it before `session.ready`. */
  private readonly subscriptions = new Map<string, Promise<unknown>>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly logger: Logger;
  private readonly frames = new FrameBatcher();
  /**
   * Sign-ins of one token in flight: sockets that arrive together with the same token (many tabs,
   * or one account's flood) share one lookup instead of each missing the session cache and asking
   * Postgres before the first answer has filled it.
   */
  private readonly signingIn = new Map<string, Promise<AuthenticatedSession | null>>();

  constructor(private readonly ctx: CoreContext, options: HubOptions = {}) {
    this.logger = ctx.logger.child({ component: 'realtime-hub' });
    this.subscriber = createRedis(ctx.config.redisUrl, 'blocking', {}, ctx.config.redisCluster);
    this.subscriber.on('error', (error: Error) => this.logger.debug({ err: error.message }, 'subscriber error'));
    this.subscriber.on('message', (channel: string, raw: string) => this.onMessage(channel, raw));
    this.heartbeat = setInterval(() => void this.beat(), options.heartbeatMs ?? 30_000);
    this.heartbeat.unref();
  }

  get connectionCount(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /** Authenticates and registers a socket; returns false (and closes it) for a bad token. */
  async attach(socket: WebSocket, token: string): Promise<boolean> {
    const session = await this.authenticate(token);
    if (!session) {
      socket.close(WS_CLOSE.unauthenticated, 'Authentication required');
      return false;
    }
    if (socket.readyState !== socket.OPEN) return false;
    const connection: Connection = { socket, userId: session.user.id, sessionId: session.sessionId, token, alive: true, ready: false };
    let set = this.byUser.get(connection.userId);
    if (!set) {
      set = new Set();
      this.byUser.set(connection.userId, set);
      this.subscriptions.set(connection.userId, this.subscriber.subscribe(userChannel(this.ctx.config.redisPrefix, connection.userId)));
    }
    // In the set before waiting: another socket of the user closing meanwhile must not unsubscribe the channel.
    set.add(connection);
    this.closeOldestOverCap(set);
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('close', () => void this.detach(connection));
    // A second socket of the user attaching while the first one's SUBSCRIBE is in flight waits for it too:
    // `session.ready` promises that events published from now on arrive.
    try {
      await this.subscriptions.get(connection.userId);
    } catch (error) {
      await this.detach(connection);
      throw error;
    }
    connection.ready = true;
    this.send(connection, { type: 'session.ready', data: { userId: connection.userId }, at: new Date().toISOString() });
    return true;
  }

  private authenticate(token: string): Promise<AuthenticatedSession | null> {
    let pending = this.signingIn.get(token);
    if (!pending) {
      pending = authenticateToken(this.ctx, token).catch(() => null).finally(() => this.signingIn.delete(token));
      this.signingIn.set(token, pending);
    }
    return pending;
  }

  /**
   * One account holds at most WS_MAX_PER_USER sockets on this process: the newest is the one the
   * member is looking at, so the oldest goes (a Set iterates in insertion order), with 1008 and a reason.
   */
  private closeOldestOverCap(set: Set<Connection>): void {
    let excess = set.size - this.ctx.config.wsMaxPerUser;
    for (const oldest of set) {
      if (excess-- <= 0) break;
      set.delete(oldest);
      oldest.socket.close(WS_CLOSE.policyViolation, TOO_MANY_SOCKETS_FOR_ACCOUNT);
    }
  }

  private async detach(connection: Connection): Promise<void> {
    const set = this.byUser.get(connection.userId);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) {
      this.byUser.delete(connection.userId);
      this.subscriptions.delete(connection.userId);
      await this.subscriber.unsubscribe(userChannel(this.ctx.config.redisPrefix, connection.userId)).catch(() => undefined);
    }
  }

  private onMessage(channel: string, raw: string): void {
    const userId = channel.slice(channel.lastIndexOf(':') + 1);
    let message: ChannelMessage | null = null;
    try {
      message = JSON.parse(raw) as ChannelMessage;
    } catch {
      message = null;
    }
    // Events are published after the change they announce has committed: a client that reacts to
    // one (say rating.done, then GET /api/user/profile) must not get this process's cached row.
    if (!message || !USER_UNCHANGED_EVENTS.has(message.event.type)) evictCachedUser(this.ctx, userId);
    const set = this.byUser.get(userId);
    if (!set || !message) return;
    for (const connection of set) {
      if (!connection.ready) continue;
      if (message.onlySessions && !message.onlySessions.includes(connection.sessionId)) continue;
      this.send(connection, message.event);
      if (message.closeSessions?.includes(connection.sessionId)) connection.socket.close(WS_CLOSE.revoked, 'Session revoked');
    }
  }

  private send(connection: Connection, event: ServerEvent): void {
    if (connection.socket.readyState === connection.socket.OPEN) this.frames.send(connection.socket, JSON.stringify(event));
  }

  /** Pings every socket, drops dead ones, and closes those whose session ended while a message was lost. */
  private async beat(): Promise<void> {
    for (const set of this.byUser.values()) {
      for (const connection of set) {
        if (!connection.alive) {
          connection.socket.terminate();
          continue;
        }
        connection.alive = false;
        connection.socket.ping();
        const session = await authenticateToken(this.ctx, connection.token, { fresh: true }).catch(() => undefined);
        if (session === null) connection.socket.close(WS_CLOSE.revoked, 'Session revoked');
      }
    }
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    for (const set of this.byUser.values()) {
      for (const connection of set) connection.socket.close(WS_CLOSE.serverShutdown, 'Server shutting down');
    }
    this.byUser.clear();
    this.subscriptions.clear();
    this.subscriber.disconnect();
  }
}
