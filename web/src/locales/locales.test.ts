import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../lib/contracts';

/**
 * Every language has every key of English, no extra ones, the same
 * {{placeholders}}, and is a translation rather than an English copy.
 */
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

type Leaf = [string, string];
function leaves(value: unknown, prefix = ''): Leaf[] {
  if (typeof value === 'string') return [[prefix, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${prefix}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  return [];
}
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const namespaces = Object.keys(files).filter((path) => path.startsWith('./en/')).map((path) => path.slice(5));

describe.each(LANGUAGES.filter((l) => l !== 'en'))('%s texts', (language) => {
  it.each(namespaces)('%s matches English key for key, with the same placeholders', (namespace) => {
    const english = new Map(leaves(files[`./en/${namespace}`]));
    const translated = files[`./${language}/${namespace}`];
    expect(translated, `${language}/${namespace} is missing`).toBeDefined();
    const other = new Map(leaves(translated));
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) expect(placeholders(other.get(key)!), `${language} ${namespace} ${key}`).toEqual(placeholders(text));
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
