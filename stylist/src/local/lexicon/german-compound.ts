/**
 * A German garment compound as the member wrote it: the whole word without its endings ('Leinenhemd',
 * 'Midi-Wickelkleid'), its first parts ('Leinen', 'Feinstrick-') and the garment word it ends in ('hemd', normalised).
 * Its own file, without imports, so the language packs and the readers can name it without an import circle.
 */
export interface GermanCompound { written: string; first: string; head: string }

/** A compound that starts with Jeans or Denim (Jeansrock, Jeans-Latzhose) says its piece is denim by its name. */
export const compoundSaysDenim = (compound: GermanCompound | undefined): boolean => !!compound && /^(?:jeans|denim)/iu.test(compound.written);
