/**
 * A German garment compound as the member wrote it: the whole word without its endings ('Leinenhemd',
 * 'Midi-Wickelkleid'), its first parts ('Leinen', 'Feinstrick-') and the garment word it ends in ('hemd', normalised).
 * Its own file, without imports, so the language packs and the readers can name it without an import circle.
 */
export interface GermanCompound { written: string; first: string; head: string }
