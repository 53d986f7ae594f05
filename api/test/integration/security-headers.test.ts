import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { SECURITY_HEADER_OPTIONS } from '../../src/plugins/security.plugin';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ workers: false });
});
afterAll(async () => stack?.close());

/** Pins today's headers: a change to them must be a deliberate edit of this test. */
describe('security headers and CORS', () => {
  it('sends the same security headers on API answers and errors', async () => {
    for (const path of ['/api/health', '/api/user/profile']) {
      const res = await fetch(`${stack.url}${path}`);
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;"
        + "connect-src 'self';worker-src 'self';manifest-src 'self';media-src 'self' blob:;object-src 'none';base-uri 'none';"
        + "frame-ancestors 'none';form-action 'self'",
      );
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('strict-transport-security')).toBe('max-age=15552000; includeSubDomains');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('sends exactly what the helmet middleware sends on a real response, computed once rather than per request', async () => {
    const middleware = helmet(SECURITY_HEADER_OPTIONS);
    const reference = createServer((req, res) => middleware(req, res, () => res.end('ok')));
    await new Promise<void>((resolve) => reference.listen(0, '127.0.0.1', resolve));
    try {
      const expected = await fetch(`http://127.0.0.1:${(reference.address() as AddressInfo).port}/`);
      const ours = await fetch(`${stack.url}/api/health`);
      const names = [...expected.headers.keys()].filter((name) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name));
      expect(names.length).toBeGreaterThanOrEqual(10);
      for (const name of names) expect([name, ours.headers.get(name)]).toEqual([name, expected.headers.get(name)]);
    } finally {
      reference.close();
    }
  });

  it('grants no cross-origin access: no CORS headers, preflights not allowed', async () => {
    const origin = 'https://evil.example';
    const get = await fetch(`${stack.url}/api/health`, { headers: { origin } });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
    expect(get.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await fetch(`${stack.url}/api/auth/login`, {
      method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
  });
});
