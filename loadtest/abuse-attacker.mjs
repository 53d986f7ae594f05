#!/usr/bin/env node
// The attacking half of `npm run load -- abuse`, in its own process so that its thousands of sockets
// do not slow the measuring client's event loop:
//   node loadtest/abuse-attacker.mjs <api url> <token> <slow connections> <slow addresses> <flood sockets>
// Slowloris: connections from 127.0.0.2… sending a request line, then one header line every 5 s
// (staggered across the connections), never the blank line. Socket flood: WebSockets of one account from 127.0.0.40…47. On stdin "stop"
// it prints one JSON line with what the server did to them, and exits.
import { connect } from 'node:net';
import WebSocket from 'ws';

const [url, token, slowCount, slowAddresses, floodCount] = process.argv.slice(2);
const { port } = new URL(url);
const TRICKLE_MS = 5000;
const slow = [];
const slowStats = { attempted: 0, opened: 0, closedByServer: 0 };
const flood = [];
const floodStats = { attempted: 0, ready: 0, closeCodes: {} };
let stopping = false;

const pause = (ms) => new Promise((r) => setTimeout(r, ms));
// Each connection sends its line every TRICKLE_MS, the connections in 50 staggered groups (as
// thousands of independent clients would), not all in the same millisecond.
const GROUPS = 50;
let tick = 0;
const trickle = setInterval(() => {
  const group = tick++ % GROUPS;
  for (let i = group; i < slow.length; i += GROUPS) if (slow[i].writable) slow[i].write(`X-Slow-${Date.now() % 1000}: aaaaaaaaaaaaaaaaaaaa\r\n`);
}, TRICKLE_MS / GROUPS);

async function openSlow() {
  for (let i = 0; i < Number(slowCount) && !stopping; i++) {
    const socket = connect({ host: '127.0.0.1', port: Number(port), localAddress: `127.0.0.${2 + (i % Number(slowAddresses))}` });
    slowStats.attempted++;
    socket.on('connect', () => {
      slowStats.opened++;
      socket.write(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nUser-Agent: slow-${i}\r\n`);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => { if (!stopping) slowStats.closedByServer++; });
    slow.push(socket);
    if (i % 100 === 99) await pause(5);
  }
}

async function openFlood() {
  for (let i = 0; i < Number(floodCount) && !stopping; i++) {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/api/ws`, { localAddress: `127.0.0.${40 + (i % 8)}` });
    floodStats.attempted++;
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('message', (raw) => {
      if (!String(raw).includes('session.ready')) return;
      floodStats.ready++;
      socket.signedIn = true;
    });
    socket.on('close', (code) => { if (!stopping) floodStats.closeCodes[code] = (floodStats.closeCodes[code] ?? 0) + 1; });
    socket.on('error', () => undefined);
    flood.push(socket);
    if (i % 50 === 49) await pause(5);
  }
}

const opening = Promise.all([openSlow(), openFlood()]);
process.stdin.setEncoding('utf8');
process.stdin.on('data', async (text) => {
  if (!text.includes('stop')) return;
  await opening;
  // Let the server's last closes arrive before counting what is still open.
  await pause(1000);
  stopping = true;
  clearInterval(trickle);
  const result = {
    // Connected and not closed: a connection still waiting in the listen backlog is not held by the server yet.
    slowloris: { ...slowStats, stillOpen: slow.filter((s) => !s.destroyed && !s.connecting).length },
    socketFlood: {
      ...floodStats,
      stillOpen: flood.filter((s) => s.readyState === WebSocket.OPEN).length,
      // Signed in and still open: what the account holds (WS_MAX_PER_USER); the others are still waiting for their sign-in.
      signedInOpen: flood.filter((s) => s.readyState === WebSocket.OPEN && s.signedIn).length,
    },
  };
  slow.forEach((s) => s.destroy());
  flood.forEach((s) => s.terminate());
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exit(0);
});
