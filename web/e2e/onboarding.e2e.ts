import { beforeAll, describe, expect, it } from 'vitest';
import { e2eSuite } from './support/suite';
import type { BrowserContext, Page } from 'playwright-core';
import { phoneContext, screenshot, watchErrors } from './support/browser';
import { mailedCode, newEmail, PASSWORD, registerThroughUi, typeCode } from './support/accounts';
import { expectVisible } from './support/expect';

/**
 * A newcomer on a phone: first visit → intro → Skip → register → a wrong code
 * (shakes) → the right code → home → profile → logout → login again.
 */
const suite = e2eSuite();
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  context = await phoneContext(suite.browser, suite.stack.url);
  page = await context.newPage();
  errors = watchErrors(page);
});

const dotState = () => page.locator('.intro__dot').evaluateAll((dots) => dots.map((d) => d.getAttribute('aria-current') === 'step'));

describe('first visit to signed-in and back', () => {
  const email = newEmail('ada');

  it('shows the intro carousel, which swipes one slide at a time past a 50 px drag', async () => {
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { name: 'Your AI stylist' }));
    expect(await dotState()).toEqual([true, false, false, false, false, false, false, false]);
    await screenshot(page, 'en-01-intro');

    const box = (await page.locator('.intro__carousel').boundingBox())!;
    const y = box.y + 100;
    const x = box.x + box.width / 2;
    // A finger on a phone: real touch events through the DevTools protocol.
    const cdp = await context.newCDPSession(page);
    const swipe = async (dx: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let step = 1; step <= 6; step++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * step) / 6, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      // The protocol answers once the page has handled the touch; React commits a touch's update before
      // the next frame, so two frames later the dots show the outcome, moved or not.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    };
    // A mouse on a desktop: drag.
    const drag = async (dx: number) => {
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + dx / 2, y, { steps: 4 });
      await page.mouse.move(x + dx, y, { steps: 4 });
      await page.mouse.up();
    };
    await swipe(-30); // under the 50 px threshold: stays
    expect((await dotState()).indexOf(true)).toBe(0);
    await swipe(-120);
    expect((await dotState()).indexOf(true)).toBe(1);
    await drag(-120);
    expect((await dotState()).indexOf(true)).toBe(2);
    await drag(40);
    expect((await dotState()).indexOf(true)).toBe(2);
    await drag(120);
    await swipe(120);
    await swipe(120); // never before the first slide
    expect((await dotState()).indexOf(true)).toBe(0);
  });

  it('Skip marks the intro seen and opens sign-in', async () => {
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.waitForURL('**/auth');
    expect(await page.evaluate(() => localStorage.getItem('fitRater-intro-seen'))).toBe('1');
    await expectVisible(page.getByRole('heading', { name: 'Welcome back' }));
    await screenshot(page, 'en-02-auth-login');
  });

  it('registers, and a wrong code clears the boxes, shakes them and refocuses the first', async () => {
    await page.getByRole('button', { name: 'Create account', exact: true }).first().click();
    await page.getByLabel('Password', { exact: true }).fill('weak');
    await screenshot(page, 'en-03-auth-register-weak-password');
    await registerThroughUi(page, { name: 'Ada Obi', email });
    await screenshot(page, 'en-04-verify');

    const code = await mailedCode(suite.stack.ctx, email, 'verify_email');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await typeCode(page, wrong);
    await page.locator('.code-input[data-shaking]').waitFor({ timeout: 10_000 });
    const values = await page.locator('.code-input__box').evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).value));
    expect(values).toEqual(['', '', '', '', '', '']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Digit 1 of 6');
    await expectVisible(page.getByText('Invalid Verification Code'));
    await screenshot(page, 'en-05-verify-wrong-code');

    await typeCode(page, code);
    await expectVisible(page.getByText('E-mail verified!'));
    await page.waitForURL('**/home', { timeout: 15_000 });
  });

  it('lands on home, signed in, with the menu drawer', async () => {
    await expectVisible(page.getByRole('heading', { name: 'Hi, Ada' }));
    await expectVisible(page.getByRole('button', { name: 'Rate My Outfit' }));
    await screenshot(page, 'en-06-home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectVisible(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Profile' }));
    // Premium entries are locked for a free member.
    expect(await page.locator('.nav__item--locked').count()).toBe(2);
    await screenshot(page, 'en-07-menu-drawer', { viewport: true });
    await page.keyboard.press('Escape');
  });

  it('shows the profile with the account details', async () => {
    await page.locator('.app__bar').getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL('**/profile');
    await expectVisible(page.getByText(email));
    await expectVisible(page.getByRole('heading', { name: 'Ada Obi' }));
    await screenshot(page, 'en-08-profile');
  });

  it('opens the virtual closet and the change-password page from a deep link', async () => {
    await page.goto('/closet');
    await expectVisible(page.getByRole('heading', { name: 'Virtual closet' }));
    await screenshot(page, 'en-09-closet');
    await page.goto('/change-password');
    await expectVisible(page.getByRole('heading', { name: 'Change Password' }));
    await page.getByLabel('Current password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('Another-Pass-7');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Another-Pass');
    await screenshot(page, 'en-10-change-password');
    await page.goto('/profile');
  });

  it('logout clears the session and returns to sign-in; login brings the user back', async () => {
    await page.getByRole('button', { name: 'Log out' }).first().click();
    await expectVisible(page.getByText('Signed out'));
    await page.waitForURL('**/auth', { timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/home', { timeout: 15_000 });
    await expectVisible(page.getByRole('heading', { name: 'Hi, Ada' }));
    expect(errors).toEqual([]);
  });

  it('a wrong password is refused with the mapped toast', async () => {
    const other = await context.browser()!.newContext({ baseURL: suite.stack.url, viewport: { width: 390, height: 844 } });
    const fresh = await other.newPage();
    await fresh.goto('/auth');
    await fresh.getByLabel('E-mail address').fill(email);
    await fresh.getByLabel('Password', { exact: true }).fill('Wrong-Pass-99');
    await fresh.locator('form').getByRole('button', { name: 'Sign in' }).click();
    await expectVisible(fresh.getByText('Authentication Failed'));
    await other.close();
  });
});
