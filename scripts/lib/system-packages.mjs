// Debian packages the project needs on every machine (the share-card fonts:
// cards/src/fonts.ts names the same files), and a check for them.
// start/test/CI call missingFontPackages() and apt-get install what it returns.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const REQUIRED_DEBIAN_PACKAGES = ['fonts-noto-core', 'fonts-noto-cjk'];

/** The font files the share card renders with, per Debian package (keep in sync with cards/src/fonts.ts). */
export const CARD_FONT_FILES = {
  'fonts-noto-core': [
    '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf',
    '/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf',
    '/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf',
    '/usr/share/fonts/truetype/noto/NotoSansArabic-Bold.ttf',
  ],
  'fonts-noto-cjk': [
    '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
    '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
  ],
};

/**
 * The packages whose font files are missing (none when CARD_FONT_DIR holds
 * every file: then fonts come from there and nothing needs installing).
 */
export function missingFontPackages(env = process.env) {
  const dir = env.CARD_FONT_DIR;
  return REQUIRED_DEBIAN_PACKAGES.filter((pkg) =>
    (CARD_FONT_FILES[pkg] ?? []).some((file) => !existsSync(file) && !(dir && existsSync(join(dir, file.split('/').pop())))),
  );
}

/** The shell command that installs `packages` (as root; empty string when nothing is missing). */
export function aptInstallCommand(packages = missingFontPackages()) {
  return packages.length ? `apt-get update && apt-get install -y --no-install-recommends ${packages.join(' ')}` : '';
}
