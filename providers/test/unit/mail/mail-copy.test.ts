import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, MAIL_COPY, informalGermanAddress, writtenOutKoreanParticle } from '@fitrater/contracts';
import { renderMail } from '../../../src/mail/templates';

const LANGUAGE_FOLDERS = fileURLToPath(new URL('../../../../contracts/src/i18n/', import.meta.url));

/** E-mail copy lives in each language's folder with its other words (contracts/src/i18n/<lang>/mail.ts). */
describe('mail copy, in each language\'s folder', () => {
  it('has a mail.ts in every language folder', () => {
    expect(LANGUAGES.filter((l) => !existsSync(`${LANGUAGE_FOLDERS}${l}/mail.ts`))).toEqual([]);
  });

  it('renders each language\'s own words', () => {
    for (const language of LANGUAGES) {
      const mail = renderMail('welcome', language, { name: 'Noor' });
      expect(mail.subject, language).toBe(MAIL_COPY[language].account.welcomeSubject);
      expect(mail.text).toContain(MAIL_COPY[language].account.welcomeBody);
    }
  });
});

/** Every string of one language's mail copy. */
const allWords = (language: keyof typeof MAIL_COPY): string[] =>
  Object.values(MAIL_COPY[language]).flatMap((part) => Object.values(part as Record<string, string>));

describe('mail copy speaks in the product\'s one register', () => {
  it('German: Sie, as the app, the notifications and the stylist, never du', () => {
    expect(allWords('de').filter((t) => informalGermanAddress(t) !== null)).toEqual([]);
    expect(allWords('de').filter((t) => /(?<!\p{L})(?:Sie|Ihr\p{L}*|Ihnen)(?!\p{L})/u.test(t)).length).toBeGreaterThan(8);
  });

  it('Korean: 해요체 like the stylist and the app, never the formal 합니다체 (the set thanks 감사합니다 aside)', () => {
    const formal = allWords('ko').filter((t) => /(?<!감사)(?:습니다|십시오|ㅂ니다|입니다|됩니다|합니다)(?=[.!?:]|$)/u.test(t));
    expect(formal).toEqual([]);
    expect(allWords('ko').filter((t) => /(?:요|요\?)[.!?]?$/u.test(t)).length).toBeGreaterThan(8);
  });

  it('Korean: each particle chosen or none after a value, never written out in both forms (\'(으)로\', \'과(와)\')', () => {
    expect(allWords('ko').filter((t) => writtenOutKoreanParticle(t) !== null)).toEqual([]);
  });

  it('Arabic: the plural of politeness throughout, as the notifications and the stylist\'s default, never one man (استخدم، حسابك)', () => {
    const singular = /(?<![\p{L}\p{M}])(?:استخدم|التقط|قيّم|اختر|جدّدها|نزّلها|تريد|تفعل|عدت|تطلب|لتحتفظ)(?![\p{L}\p{M}])|(?<![\p{L}\p{M}])(?!ذلك|تلك|لذلك|كذلك|\p{L}*اشتراك)\p{L}+ك(?![\p{L}\p{M}])/u;
    expect(allWords('ar').filter((t) => singular.test(t))).toEqual([]);
    expect(allWords('ar').filter((t) => /كم(?![\p{L}\p{M}])|وا(?![\p{L}\p{M}])/u.test(t)).length).toBeGreaterThan(8);
  });
});
