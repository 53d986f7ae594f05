import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatScore } from '../../../lib/relative-time';
import { ringValue } from '../model/result';

const RADIUS = 54;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
const offsetFor = (value: number) => CIRCUMFERENCE * (1 - value / 10);

/**
 * The score ring: counts up from 0 over about 1.5 s, one decimal. Each frame writes the number and
 * the arc straight to the two nodes: a React render per frame would hold the phone's main thread
 * while the rest of the result is still being drawn.
 */
export function ScoreRing({ score, emoji }: { score: number; emoji: string }) {
  const { t, i18n } = useTranslation('rating');
  const language = i18n.language;
  const arc = useRef<SVGCircleElement>(null);
  const number = useRef<HTMLSpanElement>(null);
  const still = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const initial = still ? score : 0;

  useEffect(() => {
    const show = (value: number) => {
      arc.current?.setAttribute('stroke-dashoffset', String(offsetFor(value)));
      if (number.current) number.current.textContent = formatScore(value, language);
    };
    if (still) {
      show(score);
      return;
    }
    const started = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      const next = ringValue(score, now - started);
      show(next);
      if (next !== score) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [score, language, still]);

  return (
    <div className="ring" role="img" aria-label={t('results.scoreLabel', { score: formatScore(score, language) })}>
      <svg viewBox="0 0 128 128" aria-hidden="true">
        <defs>
          <linearGradient id="ring-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0%" stopColor="#f7dfa5" />
            <stop offset="100%" stopColor="#e2b260" />
          </linearGradient>
        </defs>
        <circle cx="64" cy="64" r={RADIUS} className="ring__track" />
        <circle
          ref={arc}
          cx="64" cy="64" r={RADIUS}
          className="ring__value"
          stroke="url(#ring-gradient)"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={offsetFor(initial)}
          transform="rotate(-90 64 64)"
        />
      </svg>
      <div className="ring__center" aria-hidden="true">
        <span className="ring__emoji">{emoji}</span>
        <span className="ring__score" data-score={score} ref={number}>{formatScore(initial, language)}</span>
        <span className="ring__outof" dir="ltr">/10</span>
      </div>
    </div>
  );
}
