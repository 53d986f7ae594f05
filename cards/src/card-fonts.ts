/**
 * The fonts one card is rendered with: Noto Sans always, Noto Sans Arabic
 * when the card has Arabic, and for CJK a per-card subset of the Noto CJK
 * collection's face for the language (see font-subset.ts for why), written to
 * a temporary file that is removed once the card is rendered.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { ResvgRenderOptions } from '@resvg/resvg-js';
import type { Language } from '@fitrater/contracts';
import { cardFontOptions, FAMILY, locateFont } from './fonts';
import { subsetFont, warmSubsetFace } from './font-subset';
import { ARABIC, CJK } from './text';

export type CjkFamily = typeof FAMILY.cjkJapanese | typeof FAMILY.cjkChinese | typeof FAMILY.cjkKorean;

const KANA = /[\u3040-\u30FF\u31F0-\u31FF]/;
const HANGUL = /[\u1100-\u11FF\u3130-\u318F\uAC00-\uD7AF]/;

/** The CJK face for a card: the language's own, else guessed from the text (kana → JP, Hangul → KR, Han only → SC). */
export function cjkFamilyFor(language: Language, text: string): CjkFamily | null {
  if (language === 'ja') return FAMILY.cjkJapanese;
  if (language === 'zh') return FAMILY.cjkChinese;
  if (language === 'ko') return FAMILY.cjkKorean;
  if (!CJK.test(text)) return null;
  if (KANA.test(text)) return FAMILY.cjkJapanese;
  if (HANGUL.test(text)) return FAMILY.cjkKorean;
  return FAMILY.cjkChinese;
}

export interface CardFonts {
  font: NonNullable<ResvgRenderOptions['font']>;
  /** Removes the card's temporary subset files. */
  release(): void;
}

let tempDir: string | null = null;
function cardTempDir(): string {
  if (!tempDir) {
    const dir = mkdtempSync(join(tmpdir(), 'fitrater-card-fonts-'));
    tempDir = dir;
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  }
  return tempDir;
}

/** Fonts for a card whose drawn text (already cleaned) is `text`, `boldText` the part drawn bold. */
export function cardFonts(language: Language, text: string, boldText: string): CardFonts {
  const arabic = language === 'ar' || ARABIC.test(text);
  const cjkFamily = cjkFamilyFor(language, text);
  const base = cardFontOptions({ arabic, cjk: false });
  if (!cjkFamily) return { font: base, release: () => {} };

  const files: string[] = [];
  const dir = cardTempDir();
  const fontFiles = [...(base.fontFiles ?? [])];
  for (const role of ['cjk', 'cjkBold'] as const) {
    const source = locateFont(role);
    const subset = subsetFont(source, cjkFamily, role === 'cjk' ? text : boldText);
    if (subset) {
      const file = join(dir, `${randomUUID()}.otf`);
      writeFileSync(file, subset);
      files.push(file);
      fontFiles.push(file);
    } else {
      fontFiles.push(source); // hb-subset failed: the whole collection (slow but correct).
    }
  }
  return {
    font: { ...base, fontFiles },
    release: () => {
      for (const file of files) rmSync(file, { force: true });
    },
  };
}

/** Loads the CJK collections into the subsetter ahead of the first card (~0.2 s once per process). */
export function warmCardFonts(): void {
  for (const family of [FAMILY.cjkJapanese, FAMILY.cjkChinese, FAMILY.cjkKorean]) {
    warmSubsetFace(locateFont('cjk'), family);
    warmSubsetFace(locateFont('cjkBold'), family);
  }
}
