import { describe, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { UserModel, userChangesSeen } from '@fitrater/core';
import { e2eSuite } from './support/suite';
import { mkdirSync } from 'node:fs';
import { KEEP_SCREENSHOTS, PHONE, SCREENSHOTS, phoneContext, watchErrors } from './support/browser';
import { newEmail } from './support/accounts';
import { expectVisible } from './support/expect';
import { ratedOutfit, stylingAccount } from './support/styling';
import { TRACK_FETCHES, axeViolations, layoutProblems, settle, transitionsDone, visit } from './support/layout-audit';

/**
 * Every route, for every kind of visitor, at 390×844 and 1280×800, in English, Arabic and Japanese:
 * nothing scrolls sideways, nothing sits partly outside the viewport, no control is under another;
 * and axe-core finds no serious or critical violation (English, phone). One browser for the file and
 * one signed-in context per role; inside a language the app is navigated without reloads. The roles
 * run at once, each in its own context and page: a screen mostly waits (for its data to settle, for
 * a resize to lay out), so one role's waits are another's work.
 * Each screen is judged at both sizes starting from the size the screen before it ended at, so
 * one resize per screen instead of two. With FITRATER_SCREENSHOTS=1 the phone screens are also
 * pictured whole in test-artifacts/screenshots/layout-<role>-<language>-<route>.png.
 */
const suite = e2eSuite();

const DESKTOP = { width: 1280, height: 800 } as const;
/** A role's screens in three languages; the margin is for a machine shared with other work. */
const ROLE_BUDGET_MS = 600_000;
const LANGUAGES = ['en', 'ar', 'ja'] as const;
type Role = 'anonymous' | 'free' | 'premium' | 'admin';

const PUBLIC_ROUTES = ['/', '/auth', '/install', '/contact', '/about', '/terms-conditions', '/privacy-policy', '/refund-policy', '/admin'];
const MEMBER_ROUTES = [
  '/home', '/results?id=:outfit', '/history', '/achievements', '/profile', '/closet', '/closet?view=garments', '/challenges', '/referrals', '/premium',
  '/subscribe', '/payment', '/premium-unlocked', '/trends', '/chat', '/change-password', '/admin', '/about',
];

const fileName = (role: Role, language: string, path: string) =>
  `layout-${role}-${language}-${path.replace(/\?view=(\w+)/, '-$1').split('?')[0]!.replace(/^\/$/, 'intro').replace(/^\//, '').replace(/\//g, '-')}`;
/** The admin's screens other than /admin are the premium member's: axe reads those once. */
const axeFor = (role: Role, path: string) => role !== 'admin' || path === '/admin';

/** A full-page picture of the screen as measured (no settling delay: the audit already waited for it), when asked for. */
async function keep(page: Page, name: string) {
  if (!KEEP_SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: true });
}

interface Finding { where: string; problems: string[] }

type Size = 'phone' | 'desktop';

/** Lays the page out at `size` and waits for the frame and any transition the resize started. */
async function resize(page: Page, size: Size) {
  await page.setViewportSize(size === 'phone' ? PHONE : DESKTOP);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await transitionsDone(page);
}

/**
 * Judges the screen at the size the page is at, then at the other one, and returns the size it ends at
 * (the next screen starts there). The phone screen also gets its picture and, in English, axe.
 */
async function audit(page: Page, at: Size, role: Role, language: string, path: string, findings: Finding[], a11y: Finding[]): Promise<Size> {
  for (const size of at === 'phone' ? (['phone', 'desktop'] as const) : (['desktop', 'phone'] as const)) {
    if (size !== at) await resize(page, size);
    const problems = await layoutProblems(page);
    if (problems.length) findings.push({ where: `${role} ${language} ${path} ${size}`, problems });
    if (size !== 'phone') continue;
    await keep(page, fileName(role, language, path));
    if (language === 'en' && axeFor(role, path)) {
      const violations = await axeViolations(page);
      if (violations.length) a11y.push({ where: `${role} ${path}`, problems: violations });
    }
  }
  return at === 'phone' ? 'desktop' : 'phone';
}

/**
 * The layout is judged at rest: with reduced motion (which the app honours) a drawer that slides
 * away after a resize is already gone, instead of being waited for on every screen.
 */
const AT_REST = { reducedMotion: 'reduce' } as const;

async function contextFor(role: Role): Promise<{ context: BrowserContext; routes: string[] }> {
  const context = await phoneContext(suite.browser, suite.stack.url, AT_REST);
  await context.addInitScript(TRACK_FETCHES);
  if (role === 'anonymous') return { context, routes: PUBLIC_ROUTES };
  const { token, userId } = await stylingAccount(suite.stack, role !== 'free', `Lay Out ${role}`);
  if (role === 'admin') {
    await UserModel.query(suite.stack.ctx.db).patch({ role: 'admin' }).where({ id: userId });
    await userChangesSeen(suite.stack.ctx);
  }
  const outfit = await ratedOutfit(suite.stack, userId, 7.4, 'navy');
  await context.addInitScript((t) => {
    localStorage.setItem('token', t);
    localStorage.setItem('fitRater-intro-seen', '1');
  }, token);
  return { context, routes: MEMBER_ROUTES.map((r) => r.replace(':outfit', outfit)) };
}

describe.concurrent('every route fits and is accessible, for every role', () => {
  for (const role of ['anonymous', 'free', 'premium', 'admin'] as const) {
    it(`${role}: en, ar and ja at 390×844 and 1280×800`, async ({ expect }) => {
      const { context, routes } = await contextFor(role);
      const page = await context.newPage();
      const errors = watchErrors(page);
      const findings: Finding[] = [];
      const a11y: Finding[] = [];
      let size: Size = 'phone';
      for (const language of LANGUAGES) {
        await page.evaluate((lng) => localStorage.setItem('fitRater-language', lng), language).catch(() => undefined);
        await context.addInitScript((lng) => localStorage.setItem('fitRater-language', lng), language);
        await page.goto(routes[0]!);
        await settle(page);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        for (const [index, path] of routes.entries()) {
          if (index > 0) await visit(page, path);
          size = await audit(page, size, role, language, path, findings, a11y);
        }
      }
      expect(findings, JSON.stringify(findings, null, 1)).toEqual([]);
      expect(a11y, JSON.stringify(a11y, null, 1)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }, ROLE_BUDGET_MS);
  }

  it('the verification code screen fits a phone in en, ar and ja (six boxes, the card, the language picker)', async ({ expect }) => {
    const context = await phoneContext(suite.browser, suite.stack.url, AT_REST);
    await context.addInitScript(TRACK_FETCHES);
    await context.addInitScript(() => localStorage.setItem('fitRater-intro-seen', '1'));
    const page = await context.newPage();
    await page.goto('/auth?mode=register');
    await page.getByLabel('Full name').fill('Cody Boxes');
    await page.getByLabel('E-mail address').fill(newEmail('boxes'));
    await page.getByLabel('Password', { exact: true }).fill('Velvet-Orbit-42');
    await page.locator('form').getByRole('button', { name: 'Create account' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Enter your code' }));
    for (const language of LANGUAGES) {
      if (language !== 'en') await page.locator('.auth__top select').selectOption(language);
      await page.waitForFunction((lng) => document.documentElement.lang === lng, language);
      await settle(page);
      expect(await layoutProblems(page), language).toEqual([]);
      const boxes = await page.locator('.code-input__box').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right));
      expect(boxes).toHaveLength(6);
      expect(Math.max(...boxes)).toBeLessThanOrEqual(PHONE.width);
      await keep(page, `layout-anonymous-${language}-verify-code`);
    }
    await context.close();
  });
});
