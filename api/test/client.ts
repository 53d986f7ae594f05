import { codeFromMail, waitForMail } from '@fitrater/test-support';
import type { TestStack } from '@fitrater/test-support';

export interface HttpResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** Real HTTP against the listening test stack. */
export function httpClient(stack: Pick<TestStack, 'url'>) {
  async function request<T = any>(method: string, path: string, options: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: RequestInit['body'] } = {}): Promise<HttpResult<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: RequestInit['body'] = options.raw;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${stack.url}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }
  return {
    request,
    get: <T = any>(path: string, token?: string) => request<T>('GET', path, { token }),
    post: <T = any>(path: string, body?: unknown, token?: string) => request<T>('POST', path, { body, token }),
  };
}

export const STRONG_PASSWORD = 'Velvet#Closet42';
export const OTHER_STRONG_PASSWORD = 'Linen&Denim2026';

let counter = 0;
export const uniqueEmail = (tag = 'user') => `${tag}.${Date.now().toString(36)}.${counter++}@example.test`;

/** Registers and verifies an account through the API, reading the code from the outbox. */
export async function signUp(stack: TestStack, options: { email?: string; name?: string; password?: string; referralCode?: string } = {}) {
  const http = httpClient(stack);
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? STRONG_PASSWORD;
  const referral = options.referralCode === undefined ? {} : { referralCode: options.referralCode };
  const registered = await http.post('/api/auth/register', { name: options.name ?? 'Ada Lovelace', email, password, ...referral });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  const mail = await waitForMail(stack.ctx, email, 'verify_email');
  const verified = await http.post('/api/auth/verify-email', { tempUserId: registered.body.tempUserId, code: codeFromMail(mail) });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${JSON.stringify(verified.body)}`);
  return { email, password, token: verified.body.token as string, userId: verified.body.user.id as string };
}
