import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './project.mjs';
import { languagesOf, missingParts } from './language-parts.mjs';

// Adding a language is its folders and the lines that register them; this names whatever one still lacks.
describe('every language of LANGUAGES', () => {
  const languages = languagesOf(ROOT);

  it.each(languages)('%s has every part: web strings, rating and notification words, e-mail copy, the stylist’s catalogue', (language) => {
    expect(missingParts(ROOT, language), `${language} lacks these (README, "Adding a language")`).toEqual([]);
  });

  it('names every part a language without any files lacks', () => {
    const missing = missingParts(ROOT, 'xx');
    expect(missing).toContain('contracts/src/i18n/xx/web/common.json: the web\'s common strings');
    expect(missing).toContain('contracts/src/i18n/xx/mail.ts: e-mail copy');
    expect(missing).toContain('stylist/src/local/languages/xx/facts.ts: the stylist\'s facts');
    expect(missing).toContain('stylist/src/local/languages/xx/chat-cues.ts: the stylist\'s chat-cues');
    expect(missing.some((line) => line.startsWith('stylist/src/local/languages/registry.ts:'))).toBe(true);
    expect(missing.length).toBeGreaterThan(30);
  });

  it('has no folder for a language LANGUAGES does not list', () => {
    const folders = (dir) => readdirSync(join(ROOT, dir), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    const extra = [...folders('contracts/src/i18n'), ...folders('stylist/src/local/languages')]
      .filter((name) => !languages.includes(name));
    expect(extra, 'add the language to LANGUAGES in contracts/src/languages.ts').toEqual([]);
  });
});
