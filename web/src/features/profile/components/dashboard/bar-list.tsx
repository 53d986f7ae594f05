/** Horizontal bars drawn in SVG, one row per item; `value / max` sets the length. */
export interface Bar { key: string; label: string; value: number; text: string; color?: string }

export function BarList({ bars, max, label }: { bars: Bar[]; max: number; label: string }) {
  return (
    <ul className="dash-bars" aria-label={label}>
      {bars.map((bar) => (
        <li key={bar.key} className="dash-bars__row">
          <span className="dash-bars__label">{bar.label}</span>
          <svg className="dash-bars__bar" viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true">
            <rect x="0" y="0" width="100" height="8" rx="4" className="dash-bars__track" />
            <rect x="0" y="0" width={Math.max(2, (Math.min(bar.value, max) / max) * 100)} height="8" rx="4" className="dash-bars__fill" style={bar.color ? { fill: bar.color } : undefined} />
          </svg>
          <span className="dash-bars__value">{bar.text}</span>
        </li>
      ))}
    </ul>
  );
}
