import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp } from '../client';

let stack: TestStack;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  stack = await startTestStack({ workerQueues: ['default'] });
  http = httpClient(stack);
});
afterAll(async () => stack?.close());

describe('how the stylist addresses the member (Arabic)', () => {
  it('is neutral for a new member, can be set to feminine or masculine, and refuses anything else', async () => {
    const account = await signUp(stack, { name: 'Salma Nour' });
    expect((await http.get('/api/user/profile', account.token)).body.addressForm).toBe('neutral');

    const patch = (addressForm: unknown) => http.request('PATCH', '/api/user/profile', { body: { addressForm }, token: account.token });
    const feminine = await patch('feminine');
    expect(feminine.status).toBe(200);
    expect(feminine.body.addressForm).toBe('feminine');
    expect((await http.get('/api/user/profile', account.token)).body.addressForm).toBe('feminine');
    expect((await patch('masculine')).body.addressForm).toBe('masculine');

    const wrong = await patch('plural');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBeTruthy();
    expect((await http.get('/api/user/profile', account.token)).body.addressForm).toBe('masculine');
  });

  it('is the member\'s own: another member\'s choice does not change', async () => {
    const one = await signUp(stack, { name: 'Lina One' });
    const two = await signUp(stack, { name: 'Omar Two' });
    await http.request('PATCH', '/api/user/profile', { body: { addressForm: 'feminine' }, token: one.token });
    expect((await http.get('/api/user/profile', two.token)).body.addressForm).toBe('neutral');
  });
});
