import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatScore } from '../../../lib/relative-time';
import { ringValue } from '../model/result';

const RADIUS = 54;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The score ring: counts up from 0 over about 1.5 s, one decimal. */
export function ScoreRing({ score, emoji }: { score: number; emoji: string }) {
  const { t, i18n } = useTranslation('rating');
  const [value, setValue] = useState(() => (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? score : 0));
  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      setValue(score);
      return;
    }
    const started = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      const next = ringValue(score, now - started);
      setValue(next);
      if (next !== score) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [score]);

  return (
    <div className="ring" role="img" aria-label={t('results.scoreLabel', { score: formatScore(score, i18n.language) })}>
      <svg viewBox="0 0 128 128" aria-hidden="true">
        <defs>
          <linearGradient id="ring-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0%" stopColor="#f7dfa5" />
            <stop offset="100%" stopColor="#e2b260" />
          </linearGradient>
        </defs>
        <circle cx="64" cy="64" r={RADIUS} className="ring__track" />
        <circle
          cx="64" cy="64" r={RADIUS}
          className="ring__value"
          stroke="url(#ring-gradient)"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - value / 10)}
          transform="rotate(-90 64 64)"
        />
      </svg>
      <div className="ring__center" aria-hidden="true">
        <span className="ring__emoji">{emoji}</span>
        <span className="ring__score" data-score={score}>{formatScore(value, i18n.language)}</span>
        <span className="ring__outof" dir="ltr">/10</span>
      </div>
    </div>
  );
}
