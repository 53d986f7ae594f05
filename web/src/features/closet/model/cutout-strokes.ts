import type { MaskStroke } from '@fitrater/contracts';

const key = (itemId: string) => `fitRater-cutout-strokes:${itemId}`;

/**
 * The strokes last sent for an item. The server applies a fix to the ORIGINAL mask and replaces the
 * previous one, so a second fix on this device sends the earlier strokes first and adds to them.
 */
export function rememberedStrokes(itemId: string): MaskStroke[] {
  try {
    const raw = window.localStorage.getItem(key(itemId));
    return raw ? (JSON.parse(raw) as MaskStroke[]) : [];
  } catch {
    return [];
  }
}

export function rememberStrokes(itemId: string, strokes: MaskStroke[]): void {
  try {
    if (strokes.length === 0) window.localStorage.removeItem(key(itemId));
    else window.localStorage.setItem(key(itemId), JSON.stringify(strokes));
  } catch {
    // storage full or blocked: the next fix starts from the original mask again
  }
}
