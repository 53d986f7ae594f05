import { describe, expect, it } from 'vitest';
import { loadConfig } from '@fitrater/platform';
import { checkoutAvailable, isLocalUrl } from '../../../src/billing/payments-status';

describe('isLocalUrl', () => {
  it('knows this machine and private networks from public addresses', () => {
    for (const url of ['http://localhost:3000', 'http://app.localhost', 'http://fitrater.local', 'http://127.0.0.1:3000', 'http://10.0.0.4', 'http://172.20.1.1', 'http://192.168.1.20:3000', 'http://[::1]:3000', 'http://[fd00::1]']) {
      expect(isLocalUrl(url), url).toBe(true);
    }
    for (const url of ['https://fitrater.example.com', 'http://8.8.8.8', 'http://172.32.0.1', 'https://localhost.example.com', 'http://[2001:db8::1]']) {
      expect(isLocalUrl(url), url).toBe(false);
    }
  });
});

describe('checkoutAvailable', () => {
  const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'production', ...env });
  it('switches the sandbox checkout off on a public PUBLIC_URL unless ALLOW_SANDBOX_PAYMENTS=true', () => {
    expect(checkoutAvailable(config({}))).toBe(true);
    expect(checkoutAvailable(config({ PUBLIC_URL: 'https://fitrater.example.com' }))).toBe(false);
    expect(checkoutAvailable(config({ PUBLIC_URL: 'https://fitrater.example.com', ALLOW_SANDBOX_PAYMENTS: 'true' }))).toBe(true);
    expect(checkoutAvailable(config({
      PUBLIC_URL: 'https://fitrater.example.com', PAYMENT_PROVIDER: 'flutterwave', FLUTTERWAVE_SECRET_KEY: 'k', FLUTTERWAVE_WEBHOOK_HASH: 'h',
    }))).toBe(true);
    expect(() => config({ ALLOW_SANDBOX_PAYMENTS: 'yes' })).toThrow(/ALLOW_SANDBOX_PAYMENTS/);
  });
});

describe('server limit settings', () => {
  it('defaults: 60 s for headers, 20 sockets per account; a request timeout under the header timeout is refused', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ httpHeadersTimeoutMs: 60_000, httpRequestTimeoutMs: 120_000, wsMaxPerUser: 20, aiRateLimitMax: 20, aiRateLimitWindowSeconds: 60, queueUserShare: 2 });
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '1000' })).toThrow(/HTTP_REQUEST_TIMEOUT_MS must be at least/);
  });
});
