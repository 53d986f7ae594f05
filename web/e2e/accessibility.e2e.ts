import { describe, expect, it } from 'vitest';
import { e2eSuite } from './support/suite';
import type { Page } from 'playwright-core';
import { phoneContext } from './support/browser';
import { createAccount, newEmail, PASSWORD } from './support/accounts';
import { expectVisible } from './support/expect';

/** Keyboard-only use, labels, visible focus and touch-target sizes on the sign-in screen. */
const suite = e2eSuite();

/** Presses Tab until `predicate` holds for the focused element (bounded). */
async function tabTo(page: Page, predicate: (el: { label: string; tag: string; type: string }) => boolean, maxTabs = 40) {
  for (let i = 0; i < maxTabs; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const label = el?.getAttribute('aria-label') ?? (el?.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null) ?? el?.textContent ?? '';
      return { label: label.trim(), tag: el?.tagName.toLowerCase() ?? '', type: (el as HTMLInputElement | null)?.type ?? '' };
    });
    if (predicate(focused)) return focused;
  }
  throw new Error('focus never reached the expected element');
}

describe('accessibility of the sign-in screen', () => {
  it('signs in with the keyboard alone, with a visible focus ring', async () => {
    const email = newEmail('keys');
    await createAccount(suite.stack.url, suite.stack.ctx, 'Kay Board', email);
    const context = await phoneContext(suite.browser, suite.stack.url);
    await context.addInitScript(() => localStorage.setItem('fitRater-intro-seen', 'true'));
    const page = await context.newPage();
    await page.goto('/auth');
    await expectVisible(page.getByLabel('E-mail address'));

    await tabTo(page, (el) => el.tag === 'input' && el.type === 'email');
    // Focus is visible: the focused field draws an outline or a box-shadow ring.
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none';
    });
    expect(ring).toBe(true);
    await page.keyboard.type(email);
    await tabTo(page, (el) => el.tag === 'input' && el.type === 'password');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/home', { timeout: 15_000 });
    await context.close();
  });

  it('labels every input and keeps every visible control at least 44 px tall', async () => {
    const context = await phoneContext(suite.browser, suite.stack.url);
    const page = await context.newPage();
    await page.goto('/auth');
    await expectVisible(page.getByLabel('E-mail address'));
    for (const mode of ['Sign in', 'Create account']) {
      await page.getByRole('button', { name: mode, exact: true }).first().click();
      const problems = await page.evaluate(() => {
        const found: string[] = [];
        for (const input of Array.from(document.querySelectorAll('input, select, textarea'))) {
          const el = input as HTMLInputElement;
          if (el.type === 'hidden' || el.getAttribute('aria-hidden') === 'true' || el.offsetParent === null) continue;
          const labelled = el.labels?.length || el.getAttribute('aria-label') || el.getAttribute('aria-labelledby');
          if (!labelled) found.push(`unlabelled ${el.tagName.toLowerCase()}[type=${el.type}]`);
        }
        for (const control of Array.from(document.querySelectorAll('button, input:not([type=hidden]), select, [role=button]'))) {
          const el = control as HTMLElement;
          const box = el.getBoundingClientRect();
          if (el.offsetParent === null || box.width === 0 || el.getAttribute('aria-hidden') === 'true') continue;
          if (box.height < 44 && !el.closest('p, li')) found.push(`${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}" is ${Math.round(box.height)} px tall`);
        }
        return found;
      });
      expect(problems, mode).toEqual([]);
    }
    await context.close();
  });
});
