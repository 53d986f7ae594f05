import type { Agreement, Gender } from './types';

/**
 * A language's noun data, written compactly: 'f: robe jupe; m: pull; fp: bottes; mp: mocassins'
 * (n and np for German neuters). Keys are head nouns in lower case; a garment name's agreement is
 * its head's (the first noun in the Romance languages, the last part of a German compound).
 */
export function nounTable(spec: string): ReadonlyMap<string, Agreement> {
  const table = new Map<string, Agreement>();
  for (const group of spec.split(';')) {
    const [tag, words] = group.split(':') as [string, string | undefined];
    const t = tag.trim();
    const agreement: Agreement = { gender: t.charAt(0) as Gender, plural: t.endsWith('p') };
    for (const w of (words ?? '').trim().split(/\s+/)) if (w) table.set(w, agreement);
  }
  return table;
}

/** Two or more coordinated phrases ('a, b et c') are plural; masculine unless every part is feminine. */
export function coordinated(text: string, conjunctions: readonly string[]): boolean {
  return text.includes(', ') || conjunctions.some((c) => text.includes(` ${c} `));
}

/**
 * The agreement of a Romance noun phrase: coordinated phrases are plural, else the first word that
 * is a known noun (skipping adjectives placed before it: 'petite robe noire') gives it. Unknown
 * heads read as masculine singular; the tests list every garment name's head, so none is unknown.
 */
export function romanceAgreement(text: string, nouns: ReadonlyMap<string, Agreement>, conjunctions: readonly string[]): Agreement {
  const words = text.toLowerCase().split(/[\s]+/);
  const head = words.find((w) => nouns.has(w));
  const own = head ? nouns.get(head)! : { gender: 'm' as const, plural: false };
  return coordinated(text, conjunctions) ? { gender: own.gender, plural: true } : own;
}

/** The head noun a Romance phrase agrees with, or null when none is in the table (for the completeness test). */
export function romanceHead(text: string, nouns: ReadonlyMap<string, unknown>): string | null {
  return text.toLowerCase().split(/\s+/).find((w) => nouns.has(w)) ?? null;
}

/**
 * Rewrites the end of `before` and the start of `value` with a table of contractions:
 * [preposition, article, contracted] — 'à' + 'le' → 'au'. Only whole words at the seam change.
 */
export function contract(before: string, value: string, table: readonly (readonly [string, string, string])[]): [string, string] {
  for (const [prep, article, joined] of table) {
    const tail = new RegExp(`(^|[\\s(«“"'’])${prep} $`, 'iu');
    const m = tail.exec(before);
    if (!m) continue;
    const head = article.endsWith('’') || article.endsWith("'") ? article : `${article} `;
    if (!value.toLowerCase().startsWith(head.toLowerCase())) continue;
    const cased = /^\p{Lu}/u.test(before.slice(m.index + m[1]!.length)) ? joined.charAt(0).toUpperCase() + joined.slice(1) : joined;
    const sep = joined.endsWith('’') || joined.endsWith("'") ? '' : ' ';
    return [before.slice(0, m.index + m[1]!.length) + cased + sep, value.slice(head.length)];
  }
  return [before, value];
}

/**
 * Where a Romance colour adjective goes in a garment name: after the noun and the adjectives that
 * follow it, before the first complement ('pull [noir] en cachemire', 'bolso tote [negro] de piel').
 * A complement that is part of the noun itself stays with it ('chaussures de ville [noires] en cuir').
 */
export function placeColour(garment: string, colour: string, prepositions: ReadonlySet<string>, compounds: readonly string[]): string {
  const words = garment.split(' ');
  let i = 1;
  while (i < words.length) {
    if (prepositions.has(words[i]!.toLowerCase())) {
      const rest = words.slice(i).join(' ').toLowerCase();
      const compound = compounds.find((c) => rest.startsWith(`${c} `) || rest === c);
      if (!compound) break;
      i += compound.split(' ').length;
      continue;
    }
    i++;
  }
  return [...words.slice(0, i), colour, ...words.slice(i)].join(' ');
}
