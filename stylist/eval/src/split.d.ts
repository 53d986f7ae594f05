/** Which half a labelled case belongs to: fixed by a hash of its id, so adding cases never moves old ones. */
export type Half = 'tuning' | 'heldOut';
/** FNV-1a over the id's UTF-16 code units; even → tuning, odd → held out. */
export declare function halfOf(id: string): Half;
