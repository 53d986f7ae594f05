import { describe, expect, it } from 'vitest';
import { e2eSuite } from './support/suite';
import sharp from 'sharp';
import { UserModel } from '@fitrater/core';
import { phoneContext, screenshot, watchErrors } from './support/browser';
import { createAccount, newEmail } from './support/accounts';
import { expectVisible } from './support/expect';

/** The profile avatar: upload from the camera button, see it, open the full-size view; a bad file is refused. */
const suite = e2eSuite();

describe('profile picture', () => {
  it('uploads a photo, shows it, opens it full size, and refuses a file that is not an image', async () => {
    const email = newEmail('avatar');
    const token = await createAccount(suite.stack.url, suite.stack.ctx, 'Iris Apfel', email);
    const context = await phoneContext(suite.browser, suite.stack.url);
    await context.addInitScript((t) => localStorage.setItem('token', t), token);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/profile');
    await expectVisible(page.getByRole('img', { name: 'No profile picture yet' }));

    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 150, g: 40, b: 70 } } }).jpeg().toBuffer();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Change profile picture' }).click();
    await (await chooser).setFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expectVisible(page.getByText('Profile picture updated'));

    const view = page.getByRole('button', { name: 'View profile picture' });
    await expectVisible(view);
    // The image shown is the server's re-encoded square, fetched with the session token.
    const shown = await view.locator('img').evaluate((img: HTMLImageElement) => new Promise<{ w: number; h: number }>((resolve) => {
      const done = () => resolve({ w: img.naturalWidth, h: img.naturalHeight });
      if (img.complete && img.naturalWidth) done();
      else img.addEventListener('load', done, { once: true });
    }));
    expect(shown).toEqual({ w: 512, h: 512 });
    const stored = await UserModel.query(suite.stack.ctx.db).whereRaw('lower(email) = ?', [email]).first();
    expect(stored!.profilePicture).toMatch(/\.webp$/);
    await screenshot(page, 'en-profile-avatar');

    await view.click();
    await expectVisible(page.getByRole('img', { name: 'Profile picture of Iris Apfel' }));
    await page.keyboard.press('Escape');

    // Declared as a PNG, but it is text: the client accepts the declared type, the server checks the bytes.
    const badChooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Change profile picture' }).click();
    await (await badChooser).setFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload="alert(1)"></svg>') });
    // The error catalogue maps the server's 'Unsupported image format' (an image problem) to the Upload Error toast.
    await expectVisible(page.getByText('Upload Error').first());
    const after = await UserModel.query(suite.stack.ctx.db).whereRaw('lower(email) = ?', [email]).first();
    expect(after!.profilePicture).toBe(stored!.profilePicture);
    expect(errors.filter((e) => !/415|Unsupported/.test(e))).toEqual([]);
    await context.close();
  });
});
