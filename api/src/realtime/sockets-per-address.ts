/**
 * Open WebSockets per client address on this api process (the address Fastify resolved, so behind
 * a trusted proxy it is the client's own). Signed in or not: a socket counts from its upgrade.
 */
export class SocketsPerAddress {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Counts one more socket for `address`; false (and nothing counted) when that is over the cap. */
  tryOpen(address: string): boolean {
    const count = this.open.get(address) ?? 0;
    if (count >= this.max) return false;
    this.open.set(address, count + 1);
    return true;
  }

  closed(address: string): void {
    const left = (this.open.get(address) ?? 1) - 1;
    if (left <= 0) this.open.delete(address);
    else this.open.set(address, left);
  }
}

export const TOO_MANY_SOCKETS_FROM_ADDRESS = 'Too many connections from this address';
