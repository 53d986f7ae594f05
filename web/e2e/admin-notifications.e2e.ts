import { afterAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { UserModel, setRole, subscribePush } from '@fitrater/core';
import { startFakePushService, type FakePushService } from '@fitrater/test-support';
import { e2eSuite } from './support/suite';
import { horizontalOverflow, phoneContext, screenshot, watchErrors } from './support/browser';
import { createAccount, newEmail } from './support/accounts';
import { expectVisible } from './support/expect';

/** The operator's path: grant admin, send a custom notification from /admin, watch the counts; a member's bell and inbox. */
const push: FakePushService = await startFakePushService();
const suite = e2eSuite({ env: { PUSH_CA_FILE: push.caFile, PUSH_ENDPOINT_HOSTS: '127.0.0.1' } });
afterAll(async () => push.close());

async function member(browser: Browser, name: string, language: 'en' | 'ar' = 'en', serviceWorkers: 'allow' | 'block' = 'block') {
  const email = newEmail(name.toLowerCase());
  const token = await createAccount(suite.stack.url, suite.stack.ctx, name, email);
  const user = (await UserModel.query(suite.stack.ctx.db).whereRaw('lower(email) = ?', [email]).first())!;
  const context = await phoneContext(browser, suite.stack.url, { serviceWorkers });
  await context.addInitScript(([t, lng]) => {
    localStorage.setItem('token', t!);
    localStorage.setItem('fitRater-language', lng!);
  }, [token, language]);
  const page = await context.newPage();
  return { email, user, context, page, errors: watchErrors(page) };
}

let contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const c of contexts) await c.close();
  contexts = [];
});

describe('admin panel', () => {
  it('asks a visitor to sign in and refuses a member', async () => {
    const visitor = await phoneContext(suite.browser, suite.stack.url);
    contexts.push(visitor);
    const page = await visitor.newPage();
    await page.goto('/admin');
    await expectVisible(page.getByRole('heading', { name: 'Authentication Required' }));

    const uma = await member(suite.browser, 'Uma');
    contexts.push(uma.context);
    await uma.page.goto('/admin');
    await expectVisible(uma.page.getByRole('heading', { name: 'Access Denied' }));
    await uma.page.goto('/profile');
    await expectVisible(uma.page.getByRole('heading', { name: 'Push notifications' }));
    expect(await uma.page.getByRole('heading', { name: 'Admin Panel' }).count()).toBe(0);
    expect(uma.errors).toEqual([]);
  });

  it('an admin sends a custom notification and sees the counts; a member’s bell rings live', async () => {
    const ada = await member(suite.browser, 'Ada');
    const ben = await member(suite.browser, 'Ben');
    contexts.push(ada.context, ben.context);
    await setRole(suite.stack.ctx, ada.email, 'admin');
    // Ben has two devices subscribed at the (local) push service.
    for (let i = 0; i < 2; i++) {
      const sub = push.subscribe();
      await subscribePush(suite.stack.ctx, ben.user.id, { endpoint: sub.endpoint, keys: sub.keys });
    }
    await ben.page.goto('/home');
    await expectVisible(ben.page.getByRole('button', { name: 'Notifications', exact: true }));

    await ada.page.goto('/profile');
    await expectVisible(ada.page.getByRole('heading', { name: 'Admin Panel' }));
    await ada.page.getByRole('link', { name: 'Open Admin Panel' }).click();
    await expectVisible(ada.page.getByRole('heading', { name: 'Send a notification' }));
    await expectVisible(ada.page.locator('tr[data-queue="default"]'));
    await ada.page.getByLabel('Title').fill('Weekend challenge');
    await ada.page.getByLabel('Message').fill('Vote for your favourite outfit before Sunday.');
    await ada.page.getByLabel('Link (optional)').fill('/challenges');
    await ada.page.getByRole('button', { name: 'Send Notification' }).click();

    await expectVisible(ada.page.getByRole('heading', { name: 'Notification Sent!' }));
    const count = (key: string) => ada.page.locator(`[data-count="${key}"] dd`);
    await expectVisible(ada.page.locator('.admin__sent').getByText('Done', { exact: true }), 20_000);
    // Every account (Uma from the first test, Ada, Ben); Ben's two devices.
    expect(await count('recipients').textContent()).toBe('3');
    expect(await count('targeted').textContent()).toBe('2');
    expect(await count('sent').textContent()).toBe('2');
    expect(await count('failed').textContent()).toBe('0');
    // Inbox and push are reported apart.
    await expectVisible(ada.page.locator('.admin__sent').getByRole('heading', { name: 'In-app inbox' }));
    await expectVisible(ada.page.locator('.admin__sent').getByRole('heading', { name: 'Push notifications' }));
    expect(push.received.filter((r) => r.payload.title === 'Weekend challenge')).toHaveLength(2);
    await expectVisible(ada.page.locator('.admin__broadcast', { hasText: 'Weekend challenge' }));

    // Ben's bell got the count over the socket, without a reload; the inbox links to the page.
    await expectVisible(ben.page.getByRole('button', { name: 'Notifications (1 unread)' }));
    await ben.page.getByRole('button', { name: 'Notifications (1 unread)' }).click();
    await expectVisible(ben.page.getByText('Vote for your favourite outfit before Sunday.'));
    await ben.page.getByRole('button', { name: 'Mark all as read' }).click();
    await expectVisible(ben.page.getByRole('button', { name: 'Notifications', exact: true }));

    expect(await horizontalOverflow(ada.page)).toBe(0);
    await screenshot(ada.page, 'admin-panel-en');
    await ben.page.goto('/profile');
    await expectVisible(ben.page.getByRole('heading', { name: 'Push notifications' }));
    await ben.page.locator('#notifications').scrollIntoViewIfNeeded();
    await screenshot(ben.page, 'profile-push-en', { viewport: true });
    await ben.page.evaluate(() => window.scrollTo(0, 0));
    await ben.page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await expectVisible(ben.page.getByText('Weekend challenge'));
    await screenshot(ben.page, 'profile-bell-en', { viewport: true });
    expect([...ada.errors, ...ben.errors]).toEqual([]);
  });

  it('reads right to left in Arabic', async () => {
    const noor = await member(suite.browser, 'Noor', 'ar');
    contexts.push(noor.context);
    await setRole(suite.stack.ctx, noor.email, 'admin');
    await noor.page.goto('/admin');
    await expectVisible(noor.page.getByRole('heading', { name: 'إرسال إشعار' }));
    await expectVisible(noor.page.getByRole('heading', { name: 'الإشعارات الأخيرة' }));
    expect(await noor.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await horizontalOverflow(noor.page)).toBe(0);
    await screenshot(noor.page, 'admin-panel-ar');
    await noor.page.goto('/profile');
    await expectVisible(noor.page.getByRole('heading', { name: 'الإشعارات الفورية' }));
    await noor.page.locator('#notifications').scrollIntoViewIfNeeded();
    await screenshot(noor.page, 'profile-push-ar', { viewport: true });
    await noor.page.evaluate(() => window.scrollTo(0, 0));
    await noor.page.getByRole('button', { name: /^الإشعارات/ }).click();
    // Noor signed up after the broadcast: an honest empty inbox.
    await expectVisible(noor.page.getByText('لا شيء بعد', { exact: false }));
    expect(await horizontalOverflow(noor.page)).toBe(0);
    await screenshot(noor.page, 'profile-bell-ar', { viewport: true });
    expect(noor.errors).toEqual([]);
  });
});

describe('service worker', () => {
  // Headless Chromium cannot receive real push offline (its push service is Google's), so the
  // DevTools protocol hands the registered worker a push event with the payload our server sends.
  it('shows a pushed notification and keeps its link on this site', async () => {
    const ivy = await member(suite.browser, 'Ivy', 'en', 'allow');
    contexts.push(ivy.context);
    await ivy.context.grantPermissions(['notifications'], { origin: suite.stack.url });
    await ivy.page.goto('/profile');
    await ivy.page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await expectVisible(ivy.page.getByText('Allowed', { exact: true }));

    const cdp = await ivy.context.newCDPSession(ivy.page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: Array<{ registrationId: string; isDeleted: boolean }> }) => {
        const live = event.registrations.find((r) => !r.isDeleted);
        if (live) resolve(live.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const deliverOnce = async (payload: Record<string, unknown>) => cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(suite.stack.url).origin, registrationId: await registrationId, data: JSON.stringify(payload),
    });
    const shown = () => ivy.page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, url: (n.data as { url: string }).url, tag: n.tag })));
    // DevTools drops a push it cannot dispatch (say, while the idle worker is being restarted)
    // without telling the caller, so an undelivered push is sent again. Each payload carries a
    // tag, and a notification with the same tag replaces the earlier one, so a repeat never
    // adds a second entry and the checks below stay exact.
    const deliver = async (payload: Record<string, unknown> & { tag: string }) => {
      for (let attempt = 1; ; attempt += 1) {
        await deliverOnce(payload);
        const deadline = Date.now() + 3_000;
        while (Date.now() < deadline) {
          if ((await shown()).some((n) => n.tag === payload.tag)) return;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        if (attempt === 4) throw new Error(`push ${payload.tag} was never shown after ${attempt} deliveries`);
      }
    };

    await deliver({ title: 'Weekend challenge', body: 'Vote before Sunday.', url: '/challenges', icon: '/icons/icon-192.png', tag: 'broadcast-1' });
    expect(await shown()).toEqual([{ title: 'Weekend challenge', body: 'Vote before Sunday.', url: '/challenges', tag: 'broadcast-1' }]);
    // A link to another site in a payload is never followed: the click would open the home page.
    await deliver({ title: 'Elsewhere', body: 'x', url: 'https://evil.example/phish', tag: 'broadcast-2' });
    expect((await shown()).find((n) => n.tag === 'broadcast-2')?.url).toBe('/home');
    expect(ivy.errors).toEqual([]);
  });
});
