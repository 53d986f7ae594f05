/** Which half a labelled case belongs to: fixed by a hash of its id, so adding cases never moves old ones. */
export type Half = 'tuning' | 'heldOut';

/** FNV-1a over the id's UTF-16 code units; even → tuning, odd → held out. */
export function halfOf(id: string): Half {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 2 === 0 ? 'tuning' : 'heldOut';
}
