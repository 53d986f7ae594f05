// Asks a port whether anything listens, and Redis a few commands, over raw sockets (no client library:
// this runs before `npm ci`).
import { createConnection } from 'node:net';
import { DEFAULT_PORTS, hostPort } from './plan.mjs';

/** True when a TCP connection to host:port succeeds within timeoutMs. */
export function isListening(host, port, timeoutMs = 1000) {
  return new Promise((resolvePromise) => {
    const socket = createConnection({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolvePromise(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export async function waitForPort(host, port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await isListening(host, port, 500)) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

function encodeResp(parts) {
  return `*${parts.length}\r\n${parts.map((p) => `$${Buffer.byteLength(p)}\r\n${p}\r\n`).join('')}`;
}

/**
 * Sends a few Redis commands over a raw socket (RESP) and returns the raw reply text.
 * Enough for AUTH/PING/CONFIG GET without a client library. Not for TLS (rediss:).
 */
export function redisCommands(url, commands, timeoutMs = 2000) {
  const u = new URL(url);
  const { host, port } = hostPort(url, DEFAULT_PORTS.redis);
  const all = [];
  if (u.password) all.push(u.username ? ['AUTH', decodeURIComponent(u.username), decodeURIComponent(u.password)] : ['AUTH', decodeURIComponent(u.password)]);
  all.push(...commands);
  return new Promise((resolvePromise, reject) => {
    const socket = createConnection({ host, port });
    let data = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no reply from Redis at ${host}:${port} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.once('connect', () => socket.write(all.map(encodeResp).join('')));
    socket.on('data', (chunk) => {
      data += chunk.toString('utf8');
      // One reply per command; count top-level replies roughly by lines starting a reply.
      if (countReplies(data) >= all.length) {
        clearTimeout(timer);
        socket.destroy();
        resolvePromise(data);
      }
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** Counts complete top-level RESP replies in `text` (simple strings, errors, ints, bulk, flat arrays). */
export function countReplies(text) {
  let i = 0;
  let count = 0;
  const readLine = () => {
    const end = text.indexOf('\r\n', i);
    if (end < 0) return null;
    const line = text.slice(i, end);
    i = end + 2;
    return line;
  };
  const readOne = () => {
    const line = readLine();
    if (line === null) return false;
    const type = line[0];
    if (type === '+' || type === '-' || type === ':') return true;
    if (type === '$') {
      const len = Number(line.slice(1));
      if (len < 0) return true;
      if (text.length < i + len + 2) return false;
      i += len + 2;
      return true;
    }
    if (type === '*') {
      const n = Number(line.slice(1));
      for (let k = 0; k < n; k++) if (!readOne()) return false;
      return true;
    }
    return true;
  };
  while (i < text.length) {
    if (!readOne()) break;
    count++;
  }
  return count;
}

/** Reads a Redis server's maxmemory-policy (null when it cannot be read, e.g. CONFIG disabled). */
export async function redisMaxmemoryPolicy(url) {
  if (new URL(url).protocol === 'rediss:') return null;
  try {
    const reply = await redisCommands(url, [['CONFIG', 'GET', 'maxmemory-policy']]);
    const match = /maxmemory-policy\r\n\$\d+\r\n([^\r]+)\r\n/.exec(reply);
    return match ? match[1] : null;
  } catch {
    return null;
  }
}
