import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { UserModel, userChangesSeen } from '@fitrater/core';
import { horizontalOverflow, phoneContext, screenshot, watchErrors } from './support/browser';
import { createAccount, newEmail } from './support/accounts';
import { expectHidden, expectVisible } from './support/expect';
import { e2eSuite } from './support/suite';

/**
 * The stylist chat in a phone browser against the real stack (queue, worker, WebSocket, local
 * engine): the upsell for free users, a reply that grows delta by delta, a reload in the middle
 * of a reply that picks it up where it was, clearing the history, and the screen in Arabic.
 */
const suite = e2eSuite();

async function account(premium: boolean): Promise<string> {
  const email = newEmail('chat');
  const token = await createAccount(suite.stack.url, suite.stack.ctx, 'Coco Stylish', email);
  if (premium) await UserModel.query(suite.stack.ctx.db).patch({ premiumExpiresAt: new Date(Date.now() + 30 * 86_400_000) }).where({ email });
  // The api serves users from memory until Postgres notifies the change.
  await userChangesSeen(suite.stack.ctx);
  return token;
}

async function signedIn(token: string, language: 'en' | 'ar' = 'en'): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await phoneContext(suite.browser, suite.stack.url);
  await context.addInitScript(([t, lng]) => {
    localStorage.setItem('token', t!);
    localStorage.setItem('fitRater-language', lng!);
    localStorage.setItem('fitRater-intro-seen', '1');
  }, [token, language]);
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

/** Counts chat.delta frames the page's socket receives. */
function countDeltas(page: Page): { n: number } {
  const counter = { n: 0 };
  page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => {
    if (String(payload).includes('"chat.delta"')) counter.n += 1;
  }));
  return counter;
}

const reply = (page: Page) => page.locator('.chat-msg--assistant .chat-msg__text').last();

describe('the stylist chat', () => {
  it('shows free users the upsell, reached from the header chat button', async () => {
    const { context, page, errors } = await signedIn(await account(false));
    await page.goto('/home');
    await page.getByRole('link', { name: 'Style chat' }).click();
    await page.waitForURL('**/chat');
    await expectVisible(page.getByRole('heading', { name: 'Chat with your AI stylist' }));
    await expectVisible(page.getByRole('link', { name: 'Go Premium' }));
    await screenshot(page, 'en-chat-01-upsell');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('streams a reply word by word in the chosen voice, and a reload mid-reply continues it', async () => {
    const { context, page, errors } = await signedIn(await account(true));
    const deltas = countDeltas(page);
    await page.goto('/chat');
    await expectVisible(page.getByRole('heading', { name: 'You are chatting with Sassy Gen Z' }));
    // The default is sassy; the choice is remembered on the device.
    await expect(page.getByRole('radio', { name: 'Sassy Gen Z' }).getAttribute('aria-checked')).resolves.toBe('true');
    await page.getByRole('radio', { name: 'Professional Stylist' }).click();
    await screenshot(page, 'en-chat-02-greeting');

    await page.getByLabel('Ask your stylist…').fill('What shoes with a navy suit for a wedding?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expectVisible(page.locator('.chat-msg--user', { hasText: 'What shoes with a navy suit for a wedding?' }));
    // The reply grows: seen partly written first, then complete.
    await page.waitForFunction(() => document.querySelector('.chat-msg--assistant[data-status="streaming"] .chat-msg__text')?.textContent?.length);
    const partial = (await reply(page).textContent()) ?? '';
    await screenshot(page, 'en-chat-03-streaming', { viewport: true });
    await expectVisible(page.locator('.chat-msg--assistant[data-status="done"]'), 20_000);
    const full = (await reply(page).textContent()) ?? '';
    expect(full.length).toBeGreaterThan(partial.length);
    expect(full.startsWith(partial.replace(/\s+$/, ''))).toBe(true);
    expect(full).toMatch(/^The rule: |Here’s my professional assessment|Thank you for your question/);
    expect(full).toMatch(/wedding/);
    expect(deltas.n).toBeGreaterThan(3);
    await screenshot(page, 'en-chat-04-reply');

    // A second question, and a reload while its reply is streaming.
    await page.getByLabel('Ask your stylist…').fill('What should I wear to a job interview when it is cold and rainy?');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForFunction(() => (document.querySelectorAll('.chat-msg--assistant[data-status="streaming"] .chat-msg__text')[0]?.textContent?.length ?? 0) > 20);
    await page.reload();
    await expectVisible(page.locator('.chat-msg--assistant[data-status="done"]').nth(1), 20_000);
    const resumed = (await reply(page).textContent()) ?? '';
    const stored = await suite.stack.ctx.db('chat_messages').where({ role: 'assistant', status: 'done' }).orderBy('created_at', 'desc').first();
    expect(resumed).toBe(stored.message);
    expect(resumed).toMatch(/interview/);
    // Still professional after the reload: the choice was remembered.
    await expect(page.getByRole('radio', { name: 'Professional Stylist' }).getAttribute('aria-checked')).resolves.toBe('true');
    expect(await horizontalOverflow(page)).toBe(0);

    await page.getByRole('button', { name: 'Clear history' }).click();
    await screenshot(page, 'en-chat-05-clear', { viewport: true });
    await page.getByRole('dialog').getByRole('button', { name: 'Clear history' }).click();
    await expectVisible(page.getByText('Chat history cleared'));
    await expectHidden(page.locator('.chat-msg'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads right to left in Arabic, with replies in Arabic', async () => {
    const { context, page, errors } = await signedIn(await account(true), 'ar');
    await page.goto('/chat');
    await expectVisible(page.getByRole('heading', { name: 'دردشة الأناقة' }));
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByLabel('اسأل منسّق أزيائك…').fill('ما الحذاء المناسب مع بدلة كحلية لحفل زفاف؟');
    await page.getByRole('button', { name: 'إرسال' }).click();
    await expectVisible(page.locator('.chat-msg--assistant[data-status="done"]'), 20_000);
    expect(await reply(page).textContent()).toMatch(/زفاف/);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'ar-chat-01-reply');
    expect(errors).toEqual([]);
    await context.close();
  });
});
