import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@fitrater/contracts';
import { renderMail } from '../../../src/mail/templates';

describe('mail templates', () => {
  it('renders every kind in all ten languages, each in its own words', () => {
    for (const kind of ['verify_email', 'reset_password', 'welcome'] as const) {
      const subjects = new Set(LANGUAGES.map((language) => renderMail(kind, language, { name: 'Ana', code: '012345' }).subject));
      expect(subjects.size).toBe(LANGUAGES.length);
    }
  });

  it('puts the code on its own line in text and in the HTML', () => {
    const mail = renderMail('verify_email', 'ja', { name: 'Ana', code: '012345' });
    expect(mail.text).toMatch(/^012345$/m);
    expect(mail.html).toContain('>012345</p>');
  });

  it('escapes the user name in HTML and keeps it on one line', () => {
    const mail = renderMail('welcome', 'en', { name: '<img src=x onerror=alert(1)>\r\nBcc: evil@x' });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.text).not.toMatch(/\r?\nBcc:/);
  });

  it('lays Arabic out right-to-left', () => {
    expect(renderMail('welcome', 'ar', { name: 'ليلى' }).html).toContain('dir="rtl"');
    expect(renderMail('welcome', 'de', { name: 'Lena' }).html).toContain('dir="ltr"');
  });
});
