import { describe, expect, it } from 'vitest';
import { LANGUAGES, informalGermanAddress, writtenOutKoreanParticle } from '@fitrater/contracts/values';
import offlinePage from '../../public/offline.js?raw';

/**
 * Every language has every key of English, no extra ones, the same
 * {{placeholders}} (plural keys in the language's own plural categories),
 * and is a translation rather than an English copy.
 */
const FOLDERS = '../../../contracts/src/i18n/';
const found = import.meta.glob<Record<string, unknown>>('../../../contracts/src/i18n/*/web/*.json', { eager: true, import: 'default' });
/** Keyed './<lang>/<namespace>.json', as each language's folder names them. */
const files = Object.fromEntries(Object.entries(found).map(([path, value]) => [`./${path.slice(FOLDERS.length).replace('/web/', '/')}`, value]));

type Leaf = [string, string];
function leaves(value: unknown, prefix = ''): Leaf[] {
  if (typeof value === 'string') return [[prefix, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${prefix}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  return [];
}
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

/** i18next plural forms: `key_one`, `key_other`, … each language has the categories its grammar needs. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(PLURAL, '');
const pluralCategories = (language: string) => new Intl.PluralRules(language).resolvedOptions().pluralCategories;

/** The keys a language must have: English's plain keys and zero forms, and each plural key in the language's own categories. */
function expectedKeys(english: Map<string, string>, language: string): string[] {
  const keys = new Set<string>();
  for (const key of english.keys()) {
    if (!PLURAL.test(key)) keys.add(key);
    // i18next's own form for a count of 0 ("never worn" rather than "worn 0 times"): where English
    // has one, every language says it too, whatever its grammar's categories.
    else if (key.endsWith('_zero')) keys.add(key);
    else for (const category of pluralCategories(language)) keys.add(`${pluralBase(key)}_${category}`);
  }
  return [...keys].sort();
}

const namespaces = Object.keys(files).filter((path) => path.startsWith('./en/')).map((path) => path.slice(5));

describe.each(LANGUAGES.filter((l) => l !== 'en'))('%s texts', (language) => {
  it.each(namespaces)('%s matches English key for key, with the same placeholders', (namespace) => {
    const english = new Map(leaves(files[`./en/${namespace}`]));
    const translated = files[`./${language}/${namespace}`];
    expect(translated, `${language}/${namespace} is missing`).toBeDefined();
    const other = new Map(leaves(translated));
    expect([...other.keys()].sort()).toEqual(expectedKeys(english, language));
    for (const [key, text] of other) {
      if (!PLURAL.test(key)) {
        expect(placeholders(text), `${language} ${namespace} ${key}`).toEqual(placeholders(english.get(key)!));
        continue;
      }
      // A plural form may leave out {{count}} ("one outfit"), never add a placeholder English lacks.
      const allowed = placeholders(english.get(`${pluralBase(key)}_other`) ?? '');
      for (const name of placeholders(text)) expect(allowed, `${language} ${namespace} ${key}: {{${name}}}`).toContain(name);
      for (const name of allowed.filter((n) => n !== 'count')) expect(placeholders(text), `${language} ${namespace} ${key}`).toContain(name);
    }
  });

  it('is translated, not copied (brand words and the like aside)', () => {
    let same = 0;
    let total = 0;
    for (const namespace of namespaces) {
      const english = new Map(leaves(files[`./en/${namespace}`]));
      for (const [key, text] of leaves(files[`./${language}/${namespace}`])) {
        total += 1;
        if (english.get(key) === text) same += 1;
      }
    }
    expect(same / total).toBeLessThan(0.03);
  });
});

/**
 * German texts the member sends rather than reads: the invitation a member shares with a friend
 * speaks in the member's voice, and friends say du to each other.
 */
const MEMBER_TO_FRIEND = new Set(['referrals.json shareText']);

describe('de texts', () => {
  it('address the member with Sie on every screen, never du (one register per language, as the stylist)', () => {
    const informal = namespaces.flatMap((namespace) => leaves(files[`./de/${namespace}`])
      .map(([key, text]) => ({ key: `${namespace} ${key}`, du: informalGermanAddress(text) }))
      .filter((found) => found.du !== null && !MEMBER_TO_FRIEND.has(found.key)));
    expect(informal).toEqual([]);
  });

  it('the offline page, which keeps its own copy of three texts, says Sie too', () => {
    const german = /^\s*de: \[(.*)\],?$/m.exec(offlinePage)?.[1] ?? '';
    const texts = [...german.matchAll(/'([^']*)'/g)].map((found) => found[1]!);
    expect(texts).toHaveLength(3);
    expect(texts.filter((text) => informalGermanAddress(text) !== null)).toEqual([]);
  });
});

describe('ko texts', () => {
  it('choose each particle or leave none after a value, never write both forms out ("(으)로", "과(와)")', () => {
    const written = namespaces.flatMap((namespace) => leaves(files[`./ko/${namespace}`])
      .map(([key, text]) => ({ key: `${namespace} ${key}`, found: writtenOutKoreanParticle(text) }))
      .filter((found) => found.found !== null));
    expect(written).toEqual([]);
  });
});
