import { codeFromMail, waitForMail } from '@fitrater/test-support';
import type { CoreContext } from '@fitrater/core';
import type { Page } from 'playwright-core';
import { expectVisible } from './expect';

let counter = 0;
export function newEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}@example.com`;
}

export const PASSWORD = 'Velvet-Orbit-42';

/** The verification code just e-mailed to `email` (read from the outbox, as a person reads their inbox). */
export async function mailedCode(ctx: CoreContext, email: string, kind: 'verify_email' | 'reset_password', after?: Date): Promise<string> {
  return codeFromMail(await waitForMail(ctx, email, kind, { after, timeoutMs: 20_000 }));
}

/** Fills the register form on /auth and submits it; leaves the page on the verification step. */
export async function registerThroughUi(page: Page, { name, email, password = PASSWORD }: { name: string; email: string; password?: string }) {
  await page.getByRole('button', { name: 'Create account', exact: true }).first().click();
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.locator('form').getByRole('button', { name: 'Create account' }).click();
  await expectVisible(page.getByRole('heading', { name: 'Enter your code' }));
}

/** Types a code into the six boxes the way a person does (one key at a time). */
export async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code, { delay: 30 });
}

/** A verified account made through the API, for flows that start signed out. */
export async function createAccount(baseUrl: string, ctx: CoreContext, name: string, email: string, password = PASSWORD): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(new URL(path, baseUrl), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const registered = await post('/api/auth/register', { name, email, password });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const { tempUserId } = (await registered.json()) as { tempUserId: string };
  const code = await mailedCode(ctx, email, 'verify_email');
  const verified = await post('/api/auth/verify-email', { tempUserId, code });
  if (!verified.ok) throw new Error(`verify: ${verified.status} ${await verified.text()}`);
  return ((await verified.json()) as { token: string }).token;
}
