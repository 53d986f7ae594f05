#!/usr/bin/env node
// Docker HEALTHCHECK for the FitRater containers (node built-ins only).
//   api:                GET http://127.0.0.1:$PORT/api/health must answer 200 (db and redis ok).
//   workers, scheduler: Postgres and Redis from DATABASE_URL / REDIS_URL must accept connections
//                       (the process itself is PID 1: if it dies, the container stops).
import { request } from 'node:http';
import { createConnection } from 'node:net';

const role = process.argv[2] ?? 'api';

function tcp(url, defaultPort) {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: u.hostname, port: Number(u.port || defaultPort) });
    socket.setTimeout(3000, () => resolve(false));
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function health(port) {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/health', timeout: 3000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
    req.end();
  });
}

const ok =
  role === 'api'
    ? await health(Number(process.env.PORT ?? 3000))
    : (await tcp(process.env.DATABASE_URL ?? 'postgres://127.0.0.1', 5432)) && (await tcp(process.env.REDIS_URL ?? 'redis://127.0.0.1', 6379));
process.exit(ok ? 0 : 1);
