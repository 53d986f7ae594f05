import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@fitrater/contracts';
import { CATALOGUES } from '../../../../src/local/languages/registry';
import { PACKS } from '../../../../src/local/i18n/packs';
import { CHAT_LINES } from '../../../../src/local/chat/lines';
import { GARMENT_NAMES } from '../../../../src/local/styling/garment-names';
import { TIP_TEXTS } from '../../../../src/local/styling/tip-texts';

// A language is one folder: the module tables are the catalogue's own, not copies kept elsewhere.
describe('the language registry', () => {
  it('serves every module table from the language folder’s catalogue', () => {
    for (const [language, catalogue] of Object.entries(CATALOGUES)) {
      expect(PACKS[language as keyof typeof PACKS]).toBe(catalogue.rating);
      expect(CHAT_LINES[language as keyof typeof CHAT_LINES]).toBe(catalogue.chatLines);
      if (catalogue.garmentNames) expect(GARMENT_NAMES[language as keyof typeof GARMENT_NAMES]).toBe(catalogue.garmentNames);
      if (catalogue.tipTexts) expect(TIP_TEXTS[language as keyof typeof TIP_TEXTS]).toBe(catalogue.tipTexts);
    }
    expect(Object.keys(CATALOGUES).sort()).toEqual([...LANGUAGES].sort());
  });
});
