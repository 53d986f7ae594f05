import WebSocket from 'ws';
import type { Prng } from './prng';
import { ODD_STRINGS, ODD_VALUES } from './values';

/** One random frame: junk bytes, odd JSON, protocol messages with odd fields, invalid UTF-8, oversized. */
function frame(r: Prng, token: string): { data: Buffer | string; binary: boolean } {
  switch (r.int(9)) {
    case 0: return { data: Buffer.from(Array.from({ length: r.int(300) }, () => r.int(256))), binary: true };
    case 1: return { data: JSON.stringify(r.pick(ODD_VALUES)), binary: false };
    case 2: return { data: JSON.stringify({ type: r.pick(['auth', 'ping', 'subscribe', '', '__proto__', 'constructor']), token: r.pick([...ODD_STRINGS, token]) }), binary: false };
    case 3: return { data: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), binary: false };
    case 4: return { data: 'x'.repeat(r.pick([10, 70_000])), binary: false };
    case 5: return { data: JSON.stringify({ type: 'auth', token }), binary: false };
    case 6: return { data: JSON.stringify({ type: 'ping', extra: r.pick(ODD_VALUES) }), binary: false };
    case 7: return { data: `{"type":"auth","token":"${r.pick(ODD_STRINGS)}"`, binary: false };
    default: return { data: JSON.stringify({ __proto__: { polluted: true }, type: 'ping' }), binary: false };
  }
}

/** A short session of random frames; resolves when the socket is closed (by the server or by us). */
export async function wsSession(baseUrl: string, r: Prng, token: string): Promise<{ closeCode: number | null }> {
  const headers = r.chance(0.3) ? { authorization: `Bearer ${r.chance(0.5) ? token : 'fr_bogus'}` } : undefined;
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/ws`, { headers });
  let closeCode: number | null = null;
  const closed = new Promise<void>((resolve) => socket.on('close', (code) => { closeCode = code; resolve(); }));
  socket.on('error', () => undefined);
  const opened = await new Promise<boolean>((resolve) => {
    socket.once('open', () => resolve(true));
    socket.once('close', () => resolve(false));
  });
  if (opened) {
    const count = r.chance(0.1) ? 60 : 1 + r.int(5);
    for (let i = 0; i < count && socket.readyState === WebSocket.OPEN; i++) {
      const { data, binary } = frame(r, token);
      socket.send(data, { binary });
    }
    await new Promise((resolve) => setTimeout(resolve, 60));
    if (socket.readyState === WebSocket.OPEN) socket.close();
  }
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 3000))]);
  if (socket.readyState !== WebSocket.CLOSED) socket.terminate();
  return { closeCode };
}
