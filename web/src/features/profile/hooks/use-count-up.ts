import { useEffect, useState } from 'react';

/** Counts from 0 up to `target` in `steps` steps over `durationMs` (spec: 1.5 s at 60 steps). */
export function useCountUp(target: number, durationMs = 1500, steps = 60): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (target === 0 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      setValue(target);
      return;
    }
    let step = 0;
    const timer = window.setInterval(() => {
      step += 1;
      setValue(step >= steps ? target : (target * step) / steps);
      if (step >= steps) window.clearInterval(timer);
    }, durationMs / steps);
    return () => window.clearInterval(timer);
  }, [target, durationMs, steps]);
  return value;
}
