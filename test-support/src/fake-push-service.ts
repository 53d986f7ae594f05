import { createECDH, createPublicKey, randomBytes, randomUUID, verify } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';

// http_ece ships no types; only decrypt is used (the receiving side of RFC 8188/8291).
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ReturnType<typeof createECDH>; authSecret: string }): Buffer;
};

export interface FakeSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  subscriptionId: string;
  /** The decrypted payload, parsed. */
  payload: Record<string, unknown>;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  /** What this service answered. */
  status: number;
}

export interface ScriptedAnswer {
  status: number;
  retryAfter?: string;
}

/**
 * A Web Push service on HTTPS (RFC 8030) that does what a browser vendor's
 * does with a message: checks the VAPID JWT (RFC 8292, ES256) and decrypts the
 * aes128gcm body with the subscription's private key and auth secret
 * (RFC 8291), then answers 201 – or what the test scripted: 404/410 (gone),
 * 429 with Retry-After, 500. `caFile` is its self-signed certificate, for PUSH_CA_FILE.
 */
export interface FakePushService {
  url: string;
  caFile: string;
  /** Delivered (201) messages. */
  received: ReceivedPush[];
  /** Every request, whatever the answer. */
  requests: ReceivedPush[];
  subscribe(): FakeSubscription;
  /** Answers the next requests to this subscription with these, in order; then 201 again. */
  script(subscriptionId: string, answers: ScriptedAnswer[]): void;
  /** Holds requests (never answers) while true: a worker can be killed mid-request. */
  stall: boolean;
  /** Starts holding once this many requests arrived (null: never). */
  stallAfter: number | null;
  /** Requests being held. */
  readonly held: number;
  /** Stops holding; held requests are answered (and count as received: the service got them). */
  release(): void;
  /** Resolves when the next request arrives. */
  nextRequest(): Promise<void>;
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

function selfSignedCertificate(dir: string): { key: string; cert: string; caFile: string } {
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-keyout', keyFile, '-out', certFile,
  ], { stdio: 'ignore' });
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), caFile: certFile };
}

function verifyVapid(header: string | undefined, audience: string): boolean {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return false;
  const [jwt, k] = [match[1]!, match[2]!];
  const [h, p, s] = jwt.split('.');
  if (!h || !p || !s) return false;
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65) return false;
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const ok = verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'));
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  return ok && claims.aud === audience && typeof claims.exp === 'number' && claims.exp * 1000 > Date.now() && !!claims.sub;
}

export async function startFakePushService(): Promise<FakePushService> {
  const dir = mkdtempSync(join(tmpdir(), 'fake-push-'));
  const tls = selfSignedCertificate(dir);
  const receivers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: string }>();
  const scripts = new Map<string, ScriptedAnswer[]>();
  const waiters: Array<() => void> = [];
  const held: Array<() => void> = [];
  let origin = '';

  const service: FakePushService = {
    url: '',
    caFile: tls.caFile,
    received: [],
    requests: [],
    stall: false,
    stallAfter: null,
    get held() {
      return held.length;
    },
    subscribe() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      receivers.set(id, { ecdh, auth });
      return { id, endpoint: `${origin}/push/${id}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } };
    },
    script(subscriptionId, answers) {
      scripts.set(subscriptionId, [...(scripts.get(subscriptionId) ?? []), ...answers]);
    },
    nextRequest() {
      return new Promise((resolve) => waiters.push(resolve));
    },
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (service.received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} pushes, got ${service.received.length}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    release() {
      service.stall = false;
      service.stallAfter = null;
      for (const respond of held.splice(0)) respond();
    },
    async close() {
      for (const respond of held.splice(0)) respond();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      rmSync(dir, { recursive: true, force: true });
    },
  };

  const server: Server = createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      for (const wake of waiters.splice(0)) wake();
      const id = /^\/push\/([0-9a-f-]{36})$/.exec(req.url ?? '')?.[1];
      const receiver = id ? receivers.get(id) : undefined;
      const answer = (status: number, headers: Record<string, string> = {}) => {
        res.writeHead(status, headers);
        res.end();
      };
      if (!id || !receiver) return answer(404);
      if (req.method !== 'POST') return answer(405);
      if (!verifyVapid(req.headers.authorization, origin)) return answer(403);
      if (req.headers['content-encoding'] !== 'aes128gcm') return answer(415);
      const ttl = Number(req.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) return answer(400);
      const body = Buffer.concat(chunks);
      if (body.length > 4096) return answer(413);
      let payload: Record<string, unknown>;
      try {
        payload = JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: receiver.ecdh, authSecret: receiver.auth }).toString('utf8'));
      } catch {
        return answer(400);
      }
      const respond = () => {
        const scripted = scripts.get(id)?.shift();
        const status = scripted?.status ?? 201;
        const record: ReceivedPush = {
          subscriptionId: id, payload, ttl, status,
          urgency: (req.headers.urgency as string | undefined) ?? null, topic: (req.headers.topic as string | undefined) ?? null,
        };
        service.requests.push(record);
        if (status === 201) service.received.push(record);
        // A subscription answered 404/410 stays gone.
        if (status === 404 || status === 410) receivers.delete(id);
        answer(status, scripted?.retryAfter ? { 'retry-after': scripted.retryAfter } : status === 201 ? { location: `${origin}/message/${randomUUID()}` } : {});
      };
      if (service.stall || (service.stallAfter !== null && service.requests.length + held.length >= service.stallAfter)) held.push(respond);
      else respond();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  service.url = origin;
  return service;
}
