/**
 * The dot's colour: the answer's swatch, else the name itself when it is a CSS colour
 * (answers stored before swatches existed, and names the stylist could not match).
 */
function dotColour(name: string, swatch: string | null | undefined): string | null {
  if (swatch) return swatch;
  const css = name.toLowerCase().replace(/\s+/g, '');
  return typeof CSS !== 'undefined' && CSS.supports('color', css) ? css : null;
}

/** Colour names as chips (in the member's language), each with a dot where its colour is known. */
export function ColourChips({ colours, swatches, label }: { colours: readonly string[]; swatches?: readonly (string | null)[]; label: string }) {
  return (
    <ul className="styling-chips" aria-label={label}>
      {colours.map((colour, i) => {
        const dot = dotColour(colour, swatches?.[i]);
        return (
          <li key={`${i}:${colour}`} className="styling-chip">
            {dot && <span className="styling-chip__dot" style={{ background: dot }} aria-hidden="true" />}
            {colour}
          </li>
        );
      })}
    </ul>
  );
}
