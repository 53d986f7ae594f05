import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import type { Trend, TrendInsight } from '@fitrater/contracts';
import { httpClient, signUp } from '../client';
import { grantPremium } from './styling/fixtures';

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

  it('a trend insight speaks in the member\'s form, and a saved one follows when the member changes it', async () => {
    const account = await signUp(stack, { name: 'Mona Adel' });
    await grantPremium(stack, account.userId);
    const patch = (body: Record<string, string>) => http.request('PATCH', '/api/user/profile', { body, token: account.token });
    expect((await patch({ language: 'ar', addressForm: 'feminine' })).status).toBe(200);
    const [trend] = (await http.get('/api/trends/current', account.token)).body.trends as Trend[];
    const insight = (await http.post(`/api/trends/${trend!.id}/personalize`, undefined, account.token)).body as TrendInsight;
    // 'Start with one piece…': ابدئي to one woman, ابدأ to one man, ابدؤوا in the plural of politeness.
    expect(insight.howToWear[0]).toMatch(/^ابدئي /u);

    expect((await patch({ addressForm: 'masculine' })).status).toBe(200);
    const [saved] = (await http.get('/api/user/trend-insights', account.token)).body.insights as TrendInsight[];
    expect(saved!.id).toBe(insight.id);
    expect(saved!.howToWear[0]).toMatch(/^ابدأ /u);
    expect([saved!.personalizedDescription, ...saved!.howToWear, ...saved!.shoppingTips].join(' ')).not.toMatch(/ابدئي|ارتديها|انتبهي|جرّبيها/u);

    expect((await patch({ addressForm: 'neutral' })).status).toBe(200);
    const [plural] = (await http.get('/api/user/trend-insights', account.token)).body.insights as TrendInsight[];
    expect(plural!.howToWear[0]).toMatch(/^ابدؤوا /u);
  });
});
