// Shared by the k6 scenarios: target, seeded users, request helpers.
// USERS_FILE: JSON written by `node loadtest/seed-users.mjs --count N [--premium] > users.json`
// ([{ id, email, token }]); the file is read once per VU at init.
import http from 'k6/http';

export const BASE_URL = __ENV.BASE_URL || 'http://localhost:3000';
export const WS_URL = `${BASE_URL.replace(/^http/, 'ws')}/api/ws`;

export function loadUsers() {
  if (!__ENV.USERS_FILE) throw new Error('Set USERS_FILE (node loadtest/seed-users.mjs --count N > users.json)');
  return JSON.parse(open(__ENV.USERS_FILE));
}

/** The seeded user of this VU (VUs are numbered from 1). */
export const userOf = (users) => users[(__VU - 1) % users.length];

export const authHeaders = (token) => ({ Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' });

export const postJson = (path, body, token) => http.asyncRequest('POST', `${BASE_URL}${path}`, JSON.stringify(body), { headers: authHeaders(token) });

/** Parses a server event ({ type, data, at }); null for anything else (e.g. { type: 'pong' }). */
export function parseEvent(raw) {
  try {
    const event = JSON.parse(raw);
    return event && typeof event.type === 'string' && event.data ? event : null;
  } catch {
    return null;
  }
}
