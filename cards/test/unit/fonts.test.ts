import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CARD_FONTS, locateFont } from '../../src/fonts';
import { cjkFamilyFor } from '../../src/card-fonts';

describe('card fonts', () => {
  it('fails with a message naming the Debian package to install', () => {
    const env = { CARD_FONT_DIR: '/nonexistent' } as NodeJS.ProcessEnv;
    const original = CARD_FONTS.cjk.debianDir;
    (CARD_FONTS.cjk as { debianDir: string }).debianDir = '/nonexistent-either';
    try {
      expect(() => locateFont('cjk', env)).toThrow(/fonts-noto-cjk.*apt-get install -y fonts-noto-cjk/);
    } finally {
      (CARD_FONTS.cjk as { debianDir: string }).debianDir = original;
    }
  });

  it('prefers CARD_FONT_DIR', () => {
    const dir = mkdtempSync(join(tmpdir(), 'card-fonts-'));
    writeFileSync(join(dir, CARD_FONTS.latin.file), 'x');
    expect(locateFont('latin', { CARD_FONT_DIR: dir } as NodeJS.ProcessEnv)).toBe(join(dir, CARD_FONTS.latin.file));
  });

  it('lists the same packages and files as scripts/lib/system-packages.mjs', async () => {
    const url = pathToFileURL(join(import.meta.dirname, '../../../scripts/lib/system-packages.mjs')).href;
    const mod = await import(url);
    const fromCards = Object.values(CARD_FONTS).map((f) => `${f.debianPackage}:${join(f.debianDir, f.file)}`).sort();
    const fromScript = Object.entries(mod.CARD_FONT_FILES as Record<string, string[]>).flatMap(([pkg, files]) => files.map((f) => `${pkg}:${f}`)).sort();
    expect(fromScript).toEqual(fromCards);
    for (const f of Object.values(CARD_FONTS)) expect(mod.REQUIRED_DEBIAN_PACKAGES).toContain(f.debianPackage);
  });

  it('picks the CJK face from the language, else from the text', () => {
    expect(cjkFamilyFor('ja', 'x')).toBe('Noto Sans CJK JP');
    expect(cjkFamilyFor('zh', 'x')).toBe('Noto Sans CJK SC');
    expect(cjkFamilyFor('ko', 'x')).toBe('Noto Sans CJK KR');
    expect(cjkFamilyFor('en', 'plain')).toBeNull();
    expect(cjkFamilyFor('en', 'デート')).toBe('Noto Sans CJK JP');
    expect(cjkFamilyFor('fr', '데이트')).toBe('Noto Sans CJK KR');
    expect(cjkFamilyFor('de', '约会')).toBe('Noto Sans CJK SC');
  });
});
