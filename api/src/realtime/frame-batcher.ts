import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';

/**
 * Frames sent during one synchronous run (ioredis emits every message of one Redis read in a loop,
 * and a rating's stages are published in pairs) leave in one write per socket: the TCP socket is
 * corked at its first frame and uncorked when the run ends. On a small machine each write to
 * another process costs about as much CPU as the work around it, for the sender and the receiver.
 */
export class FrameBatcher {
  private readonly corked: Duplex[] = [];

  send(socket: WebSocket, data: string): void {
    // ws keeps the connection's TCP socket here; without one (a test double) frames go out one by one.
    const tcp = (socket as unknown as { _socket?: Duplex })._socket;
    if (tcp && !tcp.writableCorked && !tcp.destroyed) {
      tcp.cork();
      this.corked.push(tcp);
      if (this.corked.length === 1) process.nextTick(() => this.flush());
    }
    socket.send(data);
  }

  private flush(): void {
    for (const tcp of this.corked.splice(0)) tcp.uncork();
  }
}
