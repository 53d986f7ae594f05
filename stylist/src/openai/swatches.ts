import { colourSwatch } from '../local/styling/colours-named';

/**
 * The model is asked for colour names only (it writes them in the member's language); the
 * swatches beside them are ours, derived from the names before the answer is checked. Anything
 * the model sent as swatches is replaced, so a stray field never costs a retry. A name that is
 * no colour we know gets null (the web shows that chip without a dot); with no known name at
 * all the field is left out, as in answers stored before swatches existed.
 */
export function addSwatches(data: unknown): void {
  if (typeof data !== 'object' || data === null) return;
  const outfit = (data as { outfit?: unknown }).outfit;
  if (typeof outfit !== 'object' || outfit === null) return;
  const o = outfit as { colors?: unknown; swatches?: unknown };
  delete o.swatches;
  if (!Array.isArray(o.colors) || !o.colors.every((c) => typeof c === 'string')) return;
  const swatches = (o.colors as string[]).map(colourSwatch);
  if (swatches.some((s) => s !== null)) o.swatches = swatches;
}
