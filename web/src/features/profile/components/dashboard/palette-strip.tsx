import { useTranslation } from 'react-i18next';
import type { StyleDashboard } from '@fitrater/contracts';

/** The palette of the user's outfits: one SVG band, each colour as wide as how often it was worn, with a legend. */
export function PaletteStrip({ palette }: { palette: StyleDashboard['palette'] }) {
  const { t, i18n } = useTranslation('styling');
  const number = new Intl.NumberFormat(i18n.language);
  if (palette.length === 0) return <p className="muted">{t('dashboard.noPalette')}</p>;
  const total = palette.reduce((sum, p) => sum + p.count, 0);
  let offset = 0;
  return (
    <div className="dash-palette">
      <svg className="dash-palette__band" viewBox="0 0 100 16" preserveAspectRatio="none" aria-hidden="true">
        {palette.map((p) => {
          const width = (p.count / total) * 100;
          const rect = <rect key={p.colour} x={offset} y="0" width={width + 0.2} height="16" fill={p.hex} />;
          offset += width;
          return rect;
        })}
      </svg>
      <ul className="dash-palette__legend">
        {palette.map((p) => (
          <li key={p.colour}>
            <span className="dash-palette__dot" style={{ background: p.hex }} aria-hidden="true" />
            {t('dashboard.paletteItem', { name: p.name, count: number.format(p.count) })}
          </li>
        ))}
      </ul>
    </div>
  );
}
