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

describe('Arabic mails follow the form of address the member chose', () => {
  const kinds = ['verify_email', 'reset_password', 'welcome', 'password_changed', 'payment_confirmation', 'renewal_reminder', 'premium_expired', 'export_ready'] as const;
  const vars = { name: 'سارة', code: '123456', billing: { amount: '10 US$', date: '1 يناير', days: 30, renewUrl: 'https://x.test/renew' }, link: { url: 'https://x.test/me', date: '1 يناير' } };
  it('neutral (or unknown) keeps the plural of politeness', () => {
    expect(renderMail('reset_password', 'ar', vars).text).toContain('استخدموا');
    expect(renderMail('reset_password', 'ar', { ...vars, addressForm: 'neutral' }).text).toContain('استخدموا');
  });
  it('feminine and masculine speak to one person in their form, in every mail, never in the plural', () => {
    expect(renderMail('reset_password', 'ar', { ...vars, addressForm: 'feminine' }).text).toContain('استخدمي هذا الرمز');
    expect(renderMail('reset_password', 'ar', { ...vars, addressForm: 'masculine' }).text).toContain('استخدم هذا الرمز');
    expect(renderMail('welcome', 'ar', { ...vars, addressForm: 'feminine' }).text).toContain('واختاري المناسبة');
    for (const form of ['feminine', 'masculine'] as const) {
      for (const kind of kinds) {
        const mail = renderMail(kind, 'ar', { ...vars, addressForm: form });
        // The plural of politeness: -كم endings and plural imperatives/verbs (-وا, -ون).
        expect(`${mail.subject} ${mail.text}`, `${form} ${kind}`).not.toMatch(/(?:كم|وا|ون)(?=[\s.,،:!؟]|$)/u);
      }
    }
  });
  it('other languages ignore the form', () => {
    expect(renderMail('welcome', 'fr', { ...vars, addressForm: 'feminine' })).toEqual(renderMail('welcome', 'fr', vars));
  });
});
