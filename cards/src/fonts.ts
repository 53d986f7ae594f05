import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ResvgRenderOptions } from '@resvg/resvg-js';

/**
 * The share card's fonts: Noto from Debian packages (the list of packages is
 * also in scripts/lib/system-packages.mjs, which start/test/CI use to install
 * them; a unit test keeps the two in sync). resvg is given these files
 * explicitly and never looks at system fonts.
 */
export type FontRole = 'latin' | 'latinBold' | 'arabic' | 'arabicBold' | 'cjk' | 'cjkBold';

interface FontSpec {
  file: string;
  debianPackage: string;
  debianDir: string;
}

const NOTO_CORE = '/usr/share/fonts/truetype/noto';
const NOTO_CJK = '/usr/share/fonts/opentype/noto';

export const CARD_FONTS: Record<FontRole, FontSpec> = {
  latin: { file: 'NotoSans-Regular.ttf', debianPackage: 'fonts-noto-core', debianDir: NOTO_CORE },
  latinBold: { file: 'NotoSans-Bold.ttf', debianPackage: 'fonts-noto-core', debianDir: NOTO_CORE },
  arabic: { file: 'NotoSansArabic-Regular.ttf', debianPackage: 'fonts-noto-core', debianDir: NOTO_CORE },
  arabicBold: { file: 'NotoSansArabic-Bold.ttf', debianPackage: 'fonts-noto-core', debianDir: NOTO_CORE },
  cjk: { file: 'NotoSansCJK-Regular.ttc', debianPackage: 'fonts-noto-cjk', debianDir: NOTO_CJK },
  cjkBold: { file: 'NotoSansCJK-Bold.ttc', debianPackage: 'fonts-noto-cjk', debianDir: NOTO_CJK },
};

/** Font families as the files name them. */
export const FAMILY = {
  latin: 'Noto Sans',
  arabic: 'Noto Sans Arabic',
  cjkJapanese: 'Noto Sans CJK JP',
  cjkChinese: 'Noto Sans CJK SC',
  cjkKorean: 'Noto Sans CJK KR',
} as const;

/** Which scripts a card needs fonts for: each group is loaded only when needed (a CJK collection costs ~60 ms per render). */
export interface FontNeeds {
  arabic: boolean;
  cjk: boolean;
}

const located = new Map<string, string>();

/** The path of one font file: `CARD_FONT_DIR` first, then the Debian package's directory. */
export function locateFont(role: FontRole, env: NodeJS.ProcessEnv = process.env): string {
  const key = `${role}:${env.CARD_FONT_DIR ?? ''}`;
  const cached = located.get(key);
  if (cached) return cached;
  const spec = CARD_FONTS[role];
  const dirs = [env.CARD_FONT_DIR, spec.debianDir].filter((d): d is string => Boolean(d));
  for (const dir of dirs) {
    const path = join(dir, spec.file);
    if (existsSync(path)) {
      located.set(key, path);
      return path;
    }
  }
  throw new Error(
    `Share card font ${spec.file} not found (looked in ${dirs.join(', ')}). ` +
      `Install the Debian package ${spec.debianPackage} (apt-get install -y ${spec.debianPackage}) ` +
      `or set CARD_FONT_DIR to a directory holding ${spec.file}.`,
  );
}

const optionsCache = new Map<string, ResvgRenderOptions['font']>();

/** resvg font options for the scripts a card uses; computed once per combination. */
export function cardFontOptions(needs: FontNeeds): NonNullable<ResvgRenderOptions['font']> {
  const key = `${needs.arabic ? 'a' : ''}${needs.cjk ? 'c' : ''}`;
  let options = optionsCache.get(key);
  if (!options) {
    const roles: FontRole[] = ['latin', 'latinBold'];
    if (needs.arabic) roles.push('arabic', 'arabicBold');
    if (needs.cjk) roles.push('cjk', 'cjkBold');
    options = {
      fontFiles: roles.map((role) => locateFont(role)),
      loadSystemFonts: false,
      defaultFontFamily: FAMILY.latin,
      sansSerifFamily: FAMILY.latin,
    };
    optionsCache.set(key, options);
  }
  return options!;
}

/** Checks every card font is present; throws the install hint otherwise (for start-up checks). */
export function assertCardFonts(env: NodeJS.ProcessEnv = process.env): string[] {
  return (Object.keys(CARD_FONTS) as FontRole[]).map((role) => locateFont(role, env));
}
