import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '@fitrater/contracts';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over 16 KB, a malformed
 * request line, a timeout) answer in the API's `{error:{code,message}}` shape too (fuzz test).
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message]: [number, ErrorCode, string] = error.code === 'HPE_HEADER_OVERFLOW'
    ? [431, 'VALIDATION', 'Invalid request: the headers are too large']
    : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'VALIDATION', 'Invalid request: it took too long to arrive']
      : [400, 'VALIDATION', 'Invalid request: malformed HTTP'];
  const body = JSON.stringify({ error: { code, message } });
  if (!socket.writable) return void socket.destroy();
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}
