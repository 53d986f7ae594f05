/**
 * Chinese noun phrases: a colour goes straight before the garment (藏青色卡其裤); lists join
 * with 、 and put 和 before the last item.
 */
export function garmentIn(garment: string, colour: string): string {
  return `${colour}${garment}`;
}

/** 'A、B和C'. */
export function listOf(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join('、')}和${items[items.length - 1]}`;
}
