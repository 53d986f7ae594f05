/**
 * Display names and public handles, the same rules on the server and in the browser:
 * NFKC-normalised (full-width letters, ligatures and look-alike spaces become the plain
 * ones), with bidi controls and invisible characters removed, at least NAME_MIN_VISIBLE
 * letters or digits, and no name that reads as the product or its staff ("FitRater Team",
 * "admin", "support"), however it is spaced, decorated or spelled with look-alikes.
 */
export const NAME_MIN_VISIBLE = 2;
export const HANDLE_MIN_LENGTH = 2;
export const HANDLE_MAX_LENGTH = 30;
/** Letters, digits and marks of any script, plus `.`, `_` and `-` between them. */
export const HANDLE_PATTERN = '^[\\p{L}\\p{M}\\p{N}]+(?:[._-][\\p{L}\\p{M}\\p{N}]+)*$';

/**
 * Characters nobody sees but that change how a name reads: format characters (bidi
 * embeddings, overrides and isolates U+202A–U+202E and U+2066–U+2069, marks U+200E/U+200F,
 * zero-width space and joiners, word joiner, BOM, soft hyphen), controls, and the blank
 * "letters" (Hangul fillers U+115F, U+1160, U+3164, U+FFA0, the braille blank U+2800,
 * the combining grapheme joiner U+034F, Khmer invisible vowels U+17B4/U+17B5, variation
 * selectors): Unicode's default-ignorable code points, format and control characters.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}\u2800]/gu;

/** The name as it is kept and shown: normalised, invisible characters gone, spaces collapsed. */
export function cleanName(raw: string): string {
  return raw.normalize('NFKC').replace(INVISIBLE, '').replace(/[\s\p{Z}]+/gu, ' ').trim();
}

/** Letters and digits a reader actually sees. */
export function visibleCount(name: string): number {
  return (name.match(/[\p{L}\p{N}]/gu) ?? []).length;
}

// Digits and symbols read as letters, and Cyrillic/Greek letters drawn like Latin ones.
const LOOK_ALIKES: Record<string, string> = {
  '0': 'o', '1': 'i', l: 'i', '|': 'i', '!': 'i', '3': 'e', '4': 'a', '@': 'a', '5': 's', $: 's', '7': 't', '8': 'b',
  а: 'a', е: 'e', о: 'o', р: 'p', с: 'c', х: 'x', у: 'y', і: 'i', ї: 'i', ј: 'j', ѕ: 's', к: 'k', м: 'm', т: 't', н: 'h', в: 'b',
  α: 'a', ο: 'o', ρ: 'p', ι: 'i', κ: 'k', ν: 'v', τ: 't', ε: 'e',
};

/** What a name reads as: lower case, look-alikes folded, accents, spaces, punctuation and symbols dropped. */
export function nameSkeleton(name: string): string {
  const folded = [...cleanName(name).toLowerCase()].map((c) => LOOK_ALIKES[c] ?? c).join('');
  return folded.normalize('NFD').replace(/[^\p{L}\p{N}]/gu, '');
}

const RESERVED = ['fitrater', 'admin', 'administrator', 'support', 'moderator', 'helpdesk', 'system', 'staff', 'official', 'root']
  .map(nameSkeleton);
const DECORATIONS = ['team', 'official', 'staff', 'the', 'app', 'hq', 'desk', 'help'].map(nameSkeleton);

/** True for a name that reads as the product or its staff: anything with "fitrater" in it, or a staff word alone or with "team", "official"… */
export function isReservedName(name: string): boolean {
  const skeleton = nameSkeleton(name);
  if (skeleton.includes(RESERVED[0]!)) return true;
  let bare = skeleton;
  for (let changed = true; changed;) {
    changed = false;
    for (const word of DECORATIONS) {
      if (bare.length > word.length && (bare.startsWith(word) || bare.endsWith(word))) {
        bare = bare.startsWith(word) ? bare.slice(word.length) : bare.slice(0, -word.length);
        changed = true;
      }
    }
  }
  return RESERVED.includes(bare) || RESERVED.includes(skeleton);
}

export type NameCheck = { ok: true; name: string } | { ok: false; reason: 'tooShort' | 'tooLong' | 'reserved' | 'invalid' };

/** A display name as given at sign-up or on the profile. */
export function checkDisplayName(raw: string, maxLength: number): NameCheck {
  const name = cleanName(raw);
  if (visibleCount(name) < NAME_MIN_VISIBLE) return { ok: false, reason: 'tooShort' };
  if ([...name].length > maxLength) return { ok: false, reason: 'tooLong' };
  if (isReservedName(name)) return { ok: false, reason: 'reserved' };
  return { ok: true, name };
}

/** A public handle: one word of letters and digits (with `.`, `_`, `-` inside), same normalisation and reserved words. */
export function checkHandle(raw: string): NameCheck {
  const handle = cleanName(raw).replace(/^@/, '');
  const length = [...handle].length;
  if (visibleCount(handle) < HANDLE_MIN_LENGTH) return { ok: false, reason: 'tooShort' };
  if (length > HANDLE_MAX_LENGTH) return { ok: false, reason: 'tooLong' };
  if (!new RegExp(HANDLE_PATTERN, 'u').test(handle)) return { ok: false, reason: 'invalid' };
  if (isReservedName(handle)) return { ok: false, reason: 'reserved' };
  return { ok: true, name: handle };
}

/** The handle suggested from a display name: its first word's letters and digits, or "member". */
export function suggestHandle(displayName: string): string {
  const first = cleanName(displayName).split(' ')[0] ?? '';
  const word = [...(first.match(/[\p{L}\p{M}\p{N}]/gu) ?? [])].slice(0, HANDLE_MAX_LENGTH - 5).join('');
  return checkHandle(word).ok ? word : 'member';
}
