import { useTranslation } from 'react-i18next';
import type { StyleDashboard } from '@fitrater/contracts';

const W = 320;
const H = 140;
const PAD = { top: 12, right: 12, bottom: 20, left: 26 };

/** Score over time as a light SVG line (0–10 axis, one point per rating, oldest at the start). */
export function ScoreChart({ scores }: { scores: StyleDashboard['scores'] }) {
  const { t, i18n } = useTranslation('styling');
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const date = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' });
  if (scores.length === 0) return null;
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (scores.length === 1 ? innerW / 2 : (i / (scores.length - 1)) * innerW);
  const y = (score: number) => PAD.top + innerH - (score / 10) * innerH;
  const points = scores.map((s, i) => `${x(i).toFixed(1)},${y(s.score).toFixed(1)}`).join(' ');
  const first = scores[0]!;
  const last = scores.at(-1)!;
  const label = t('dashboard.scoreSummary', { count: scores.length, first: number.format(first.score), last: number.format(last.score) });
  return (
    <svg className="dash-chart dash-chart--line" style={{ direction: 'ltr' }} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} preserveAspectRatio="xMidYMid meet">
      {[0, 5, 10].map((v) => (
        <g key={v}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} className="dash-chart__grid" />
          <text x={PAD.left - 6} y={y(v) + 4} className="dash-chart__axis" textAnchor="end">{number.format(v)}</text>
        </g>
      ))}
      <polyline points={`${PAD.left},${y(0)} ${points} ${x(scores.length - 1)},${y(0)}`} className="dash-chart__area" />
      <polyline points={points} className="dash-chart__line" />
      {scores.map((s, i) => <circle key={s.ratingId} cx={x(i)} cy={y(s.score)} r={scores.length > 40 ? 1.5 : 3} className="dash-chart__dot" />)}
      <text x={PAD.left} y={H - 4} className="dash-chart__axis">{date.format(new Date(first.at))}</text>
      <text x={W - PAD.right} y={H - 4} className="dash-chart__axis" textAnchor="end">{date.format(new Date(last.at))}</text>
    </svg>
  );
}
