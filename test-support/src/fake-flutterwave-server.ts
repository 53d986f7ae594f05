import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server speaking Flutterwave v3's wire format (Standard checkout and
 * verification), for tests driving the real provider client over HTTP.
 * Each checkout is recorded; `settle` decides what verification reports for a
 * reference (the hosted payment happened, failed, or reports other figures).
 */
export interface FakeFlutterwaveCharge {
  tx_ref: string;
  amount: number;
  currency: string;
  redirect_url: string;
  customer: { email: string; name: string };
  /** What verify_by_reference reports; null: Flutterwave does not know the reference yet. */
  outcome: null | { status: 'successful' | 'failed' | 'pending'; amount?: number; currency?: string; id?: number };
}

export interface FakeFlutterwaveRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface FakeFlutterwaveServer {
  url: string;
  secretKey: string;
  charges: Map<string, FakeFlutterwaveCharge>;
  requests: FakeFlutterwaveRequest[];
  /** The customer finished the hosted checkout with this result (defaults: the charge's own amount and currency). */
  settle(txRef: string, outcome: NonNullable<FakeFlutterwaveCharge['outcome']>): void;
  /** The next N requests answer this HTTP status (e.g. 502), or wait this long first (timeouts). */
  failNext(count: number, behaviour: { status?: number; delayMs?: number }): void;
  /**
   * Auth-failure mode: every request answers 401 `{status:"error", data:null}` as Flutterwave does for a
   * wrong or rotated secret key (on), until turned off.
   */
  rejectKeys(on: boolean): void;
  /** Every verification waits this long before answering (concurrent polls of one reference overlap). */
  verifyDelayMs: number;
  close(): Promise<void>;
}

let nextId = 4_000_000;

export async function startFakeFlutterwave(secretKey = 'FLWSECK_TEST-fake-secret'): Promise<FakeFlutterwaveServer> {
  const charges = new Map<string, FakeFlutterwaveCharge>();
  const requests: FakeFlutterwaveRequest[] = [];
  const failures: Array<{ status?: number; delayMs?: number }> = [];
  let keysRejected = false;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = null;
        try { body = text ? JSON.parse(text) : null; } catch { body = null; }
        const url = new URL(req.url ?? '/', 'http://x');
        requests.push({ method: req.method ?? 'GET', path: url.pathname + url.search, headers: req.headers, body });
        const send = (status: number, payload: unknown) => {
          if (res.destroyed) return;
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(payload));
        };
        const failure = failures.shift();
        if (failure?.delayMs) await new Promise((r) => setTimeout(r, failure.delayMs));
        if (failure?.status) return send(failure.status, { status: 'error', message: 'Service unavailable', data: null });
        if (keysRejected || req.headers.authorization !== `Bearer ${secretKey}`) return send(401, { status: 'error', message: 'Invalid authorization key', data: null });

        if (req.method === 'POST' && url.pathname === '/v3/payments') {
          const b = body as Partial<FakeFlutterwaveCharge> | null;
          if (!b?.tx_ref || typeof b.amount !== 'number' || !b.currency || !b.redirect_url || !b.customer?.email) {
            return send(400, { status: 'error', message: 'Invalid payload', data: null });
          }
          charges.set(b.tx_ref, { tx_ref: b.tx_ref, amount: b.amount, currency: b.currency, redirect_url: b.redirect_url, customer: b.customer, outcome: null });
          return send(200, { status: 'success', message: 'Hosted Link', data: { link: `https://checkout.flutterwave.test/v3/hosted/pay/${encodeURIComponent(b.tx_ref)}` } });
        }
        if (req.method === 'GET' && url.pathname === '/v3/transactions/verify_by_reference') {
          if (fake.verifyDelayMs > 0) await new Promise((r) => setTimeout(r, fake.verifyDelayMs));
          const charge = charges.get(url.searchParams.get('tx_ref') ?? '');
          if (!charge?.outcome) return send(400, { status: 'error', message: 'No transaction was found for this id', data: null });
          const o = charge.outcome;
          return send(200, {
            status: 'success',
            message: 'Transaction fetched successfully',
            data: {
              id: o.id ?? (o.id = nextId++), tx_ref: charge.tx_ref, flw_ref: `FLW-MOCK-${charge.tx_ref}`, device_fingerprint: 'N/A',
              amount: o.amount ?? charge.amount, currency: o.currency ?? charge.currency, charged_amount: o.amount ?? charge.amount,
              app_fee: 0.38, merchant_fee: 0, processor_response: o.status === 'successful' ? 'Approved' : 'Declined',
              auth_model: 'PIN', ip: '127.0.0.1', narration: 'FitRater', status: o.status, payment_type: 'card',
              created_at: new Date().toISOString(), account_id: 17321,
              customer: { id: 1, name: charge.customer.name, email: charge.customer.email },
            },
          });
        }
        return send(404, { status: 'error', message: 'Not found', data: null });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeFlutterwaveServer = {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    charges,
    requests,
    verifyDelayMs: 0,
    rejectKeys(on) {
      keysRejected = on;
    },
    settle(txRef, outcome) {
      const charge = charges.get(txRef);
      if (!charge) throw new Error(`no checkout for ${txRef}`);
      charge.outcome = outcome;
    },
    failNext(count, behaviour) {
      for (let i = 0; i < count; i += 1) failures.push(behaviour);
    },
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
  return fake;
}
