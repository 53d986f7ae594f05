import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { ClosetItem } from '@fitrater/contracts';
import { horizontalOverflow, screenshot } from './support/browser';
import { expectVisible } from './support/expect';
import { signedInPage, stylingAccount } from './support/styling';
import { e2eSuite } from './support/suite';

/**
 * A bottom's kind in a phone browser against the real stack: the edit form asks skirt, trousers,
 * shorts or not sure for a bottom, saves it with the rest, and the detail names it; the form is
 * pictured in English, German and Arabic (right to left) at the reference phone size.
 */
const suite = e2eSuite();
/** The words the test reads and clicks, as contracts/src/i18n/<language>/web/closet.json has them. */
const TEXTS = {
  en: { edit: 'Edit', save: 'Save', kind: 'Kind of bottoms', unsure: 'Not sure', skirt: 'Skirt', bottom: 'Bottoms' },
  de: { edit: 'Bearbeiten', save: 'Speichern', kind: 'Art des Unterteils', unsure: 'Nicht sicher', skirt: 'Rock', bottom: 'Unterteil' },
  ar: { edit: 'تعديل', save: 'حفظ', kind: 'نوع القطعة السفلية', unsure: 'لا أعرف', skirt: 'تنورة', bottom: 'قطعة سفلية' },
} as const;

/** A skirt laid flat on a plain background: a flared panel under a waistband. */
function flatSkirt(): Promise<Buffer> {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#e6e6e2"/><g fill="#1c2841"><rect x="200" y="110" width="200" height="40"/><polygon points="200,150 400,150 470,500 130,500"/></g></svg>';
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** Bulk upload with a category: the engine only cuts it out, the kind stays unknown until the member says. */
async function uploadBottom(token: string): Promise<ClosetItem> {
  const form = new FormData();
  form.append('category', 'bottom');
  form.append('name', 'Navy piece');
  form.append('file', new Blob([new Uint8Array(await flatSkirt())], { type: 'image/jpeg' }), 'skirt.jpg');
  const response = await fetch(`${suite.stack.url}/api/closet/items`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as ClosetItem;
}

async function itemNow(token: string, id: string): Promise<ClosetItem> {
  const response = await fetch(`${suite.stack.url}/api/closet/items/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  return (await response.json()) as ClosetItem;
}

describe('the kind of a bottom', () => {
  it.each(['en', 'de', 'ar'] as const)('%s: the edit form asks it of a bottom and saves it; the detail names it', async (language) => {
    const t = TEXTS[language];
    const { token } = await stylingAccount(suite.stack, false, 'Kit Kinds');
    const item = await uploadBottom(token);
    expect(item.lowerKind ?? null).toBeNull();
    const { context, page, errors } = await signedInPage(suite.browser, suite.stack, token, language);
    await page.goto('/closet?view=garments');
    await page.getByRole('button', { name: /Navy piece/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: t.edit, exact: true }).click();
    const kinds = dialog.getByRole('radiogroup', { name: t.kind });
    await expectVisible(kinds);
    expect(await kinds.getByRole('radio', { name: t.unsure }).isChecked()).toBe(true);
    await kinds.getByRole('radio', { name: t.skirt }).check();
    await kinds.scrollIntoViewIfNeeded();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, `${language}-closet-10-lower-kind`, { viewport: true });
    await dialog.getByRole('button', { name: t.save, exact: true }).click();
    await expectVisible(dialog.locator('.garment-detail').getByText(`${t.bottom} · ${t.skirt}`, { exact: false }));
    await expect.poll(async () => (await itemNow(token, item.id)).lowerKind).toBe('skirt');
    expect(errors).toEqual([]);
    await context.close();
  });
});
