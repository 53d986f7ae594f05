import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@fitrater/contracts';
import { MAIL_COPY } from '../../../src/mail/copy';
import { renderMail } from '../../../src/mail/templates';

const COPY = fileURLToPath(new URL('../../../src/mail/copy/', import.meta.url));

/** E-mail copy is one file per language: adding a language is one file and one line in copy/index.ts. */
describe('mail copy, one file per language', () => {
  it('has one file per language beside the types and the registry', () => {
    expect(readdirSync(COPY).sort()).toEqual([...LANGUAGES.map((l) => `${l}.ts`), 'index.ts', 'types.ts'].sort());
  });

  it('renders each language\'s own words', () => {
    for (const language of LANGUAGES) {
      const mail = renderMail('welcome', language, { name: 'Noor' });
      expect(mail.subject, language).toBe(MAIL_COPY[language].account.welcomeSubject);
      expect(mail.text).toContain(MAIL_COPY[language].account.welcomeBody);
    }
  });
});
