import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, HttpError, setRequestLanguage, swrFetcherEmptyOn401 } from './http';
import { tokenStore } from './storage';
import { fakeFetch, json } from '../test/render';

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends JSON, the bearer token and the UI language', async () => {
    const fake = fakeFetch(() => json(200, { ok: true }));
    vi.stubGlobal('fetch', fake.fn);
    tokenStore.set('tok-123');
    setRequestLanguage('fr');

    await expect(apiRequest('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });

    const headers = fake.calls[0]!.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-123');
    expect(headers['Accept-Language']).toBe('fr');
    expect(headers['Content-Type']).toBe('application/json');
    expect(fake.calls[0]!.init.body).toBe('{"a":1}');
    expect(fake.calls[0]!.init.credentials).toBe('include');
  });

  it('leaves the token out of anonymous calls and GETs without a body', async () => {
    const fake = fakeFetch(() => json(200, {}));
    vi.stubGlobal('fetch', fake.fn);
    tokenStore.set('tok-123');
    await apiRequest('/api/auth/login', { method: 'POST', body: {}, anonymous: true });
    await apiRequest('/api/user/profile');
    expect((fake.calls[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(fake.calls[1]!.init.method).toBe('GET');
    expect((fake.calls[1]!.init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('throws "STATUS: body text" for a non-2xx answer, with the code and Retry-After', async () => {
    const body = { error: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' } };
    vi.stubGlobal('fetch', fakeFetch(() => json(429, body, { 'Retry-After': '42' })).fn);
    const error = (await apiRequest('/api/x').catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe(`429: ${JSON.stringify(body)}`);
    expect(error.status).toBe(429);
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.serverMessage).toBe('Too many requests. Please try again later.');
    expect(error.retryAfterSeconds).toBe(42);
  });

  it('uses the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => new Response(null, { status: 503, statusText: 'Service Unavailable' })).fn);
    await expect(apiRequest('/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('returns undefined for 204', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => new Response(null, { status: 204 })).fn);
    await expect(apiRequest('/api/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('sends FormData as it is, without a JSON content type', async () => {
    const fake = fakeFetch(() => json(200, { profilePicture: '/x' }));
    vi.stubGlobal('fetch', fake.fn);
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await apiRequest('/api/user/profile-picture', { method: 'POST', body: form });
    expect(fake.calls[0]!.init.body).toBe(form);
    expect((fake.calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });
});

describe('swrFetcherEmptyOn401', () => {
  it('reads a 401 as empty', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => json(401, { error: { code: 'UNAUTHENTICATED', message: 'Authentication required' } })).fn);
    await expect(swrFetcherEmptyOn401('/api/chat/history')).resolves.toBeNull();
  });

  it('still fails on other errors', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => json(500, { error: { code: 'INTERNAL', message: 'Internal Server Error' } })).fn);
    await expect(swrFetcherEmptyOn401('/api/chat/history')).rejects.toThrow(/^500: /);
  });
});
