/** Colour names as chips, with a dot where the name is also a CSS colour. */
export function ColourChips({ colours, label }: { colours: readonly string[]; label: string }) {
  return (
    <ul className="styling-chips" aria-label={label}>
      {colours.map((colour) => {
        const css = colour.toLowerCase().replace(/\s+/g, '');
        const known = typeof CSS !== 'undefined' && CSS.supports('color', css);
        return (
          <li key={colour} className="styling-chip">
            {known && <span className="styling-chip__dot" style={{ background: css }} aria-hidden="true" />}
            {colour}
          </li>
        );
      })}
    </ul>
  );
}
