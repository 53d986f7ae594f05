// What a language needs, wherever its words are read (README "Where things live", "Adding a language").
// Node built-ins only: read by scripts/lib/language-parts.test.mjs, which names what a language lacks.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The stylist's files of a language folder (stylist/src/local/languages/<lang>/, gathered by its index.ts). */
const STYLIST_FILES = ['index.ts', 'facts.ts', 'rating.ts', 'names.ts', 'grammar.ts', 'vision.ts', 'lexicon.ts', 'reading-words.ts', 'chat-lines.ts', 'chat-words.ts',
  'chat-cues.ts', 'styling-sentences.ts', 'styling-prose.ts', 'packing-words.ts', 'closet.ts', 'accessory-sentences.ts', 'no-outfit.ts', 'penalties.ts'];
/** The knowledge base's own words are English: every other language translates them. */
const TRANSLATED_FILES = ['garment-names.ts', 'trend-names.ts', 'trend-tags.ts', 'tip-texts.ts', 'care-and-idea-lines.ts'];

/** The languages of LANGUAGES (contracts/src/languages.ts), read from its source so this runs without a build. */
export function languagesOf(root) {
  const source = readFileSync(join(root, 'contracts/src/languages.ts'), 'utf8');
  const list = /export const LANGUAGES = \[([^\]]*)\]/.exec(source);
  if (!list) throw new Error('contracts/src/languages.ts: no LANGUAGES list');
  return [...list[1].matchAll(/'([a-z]{2,3})'/g)].map((m) => m[1]);
}

/**
 * Every part of `language`: a file that must exist, or a registry that must name it, with what it is for.
 * The web's strings are one JSON file per namespace English has (contracts/src/i18n/en/web/).
 */
export function partsOf(root, language) {
  const namespaces = readdirSync(join(root, 'contracts/src/i18n/en/web')).filter((f) => f.endsWith('.json')).sort();
  const file = (path, what) => ({ path, what, present: () => existsSync(join(root, path)) });
  const registered = (path, pattern, what) => ({ path, what, present: () => pattern.test(readFileSync(join(root, path), 'utf8')) });
  const from = (path) => new RegExp(`from '${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}'`);
  const stylist = `stylist/src/local/languages/${language}`;
  return [
    ...namespaces.map((ns) => file(`contracts/src/i18n/${language}/web/${ns}`, `the web's ${ns.replace('.json', '')} strings`)),
    file(`contracts/src/i18n/${language}/rating.ts`, 'rating headlines and occasion names'),
    registered('contracts/src/i18n/rating-catalogue.ts', from(`./${language}/rating`), `rating words registered (import { ${language} } from './${language}/rating')`),
    file(`contracts/src/i18n/${language}/notifications.ts`, 'notification titles and morning tips'),
    registered('contracts/src/i18n/notification-catalogue.ts', from(`./${language}/notifications`), `notification words registered (import { ${language} } from './${language}/notifications')`),
    file(`contracts/src/i18n/${language}/mail.ts`, 'e-mail copy'),
    registered('contracts/src/i18n/mail-catalogue.ts', from(`./${language}/mail`), `e-mail copy registered (import { ${language} } from './${language}/mail')`),
    ...[...STYLIST_FILES, ...(language === 'en' ? [] : TRANSLATED_FILES)].map((f) => file(`${stylist}/${f}`, `the stylist's ${f.replace('.ts', '')}`)),
    registered('stylist/src/local/languages/registry.ts', from(`./${language}`), `the stylist's catalogue registered (import { catalogue as ${language} } from './${language}')`),
  ];
}

/** What `language` still lacks, one line each ('web/src/locales/nl/chat.json: the web's chat strings'); empty when complete. */
export function missingParts(root, language) {
  return partsOf(root, language).filter((part) => !part.present()).map((part) => `${part.path}: ${part.what}`);
}
