import { useCallback, useRef, useState, type PointerEvent } from 'react';

/** Horizontal distance a swipe or drag must cover to change slide (spec part 2 §9). */
export const SWIPE_THRESHOLD_PX = 50;

/**
 * Carousel position with swipe/drag: one slide at a time, never past the
 * first or last. In right-to-left layouts a swipe to the right moves forward.
 */
export function useCarousel(count: number, rtl: boolean) {
  const [index, setIndex] = useState(0);
  const [dragOffset, setDragOffset] = useState(0);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);

  const goTo = useCallback((next: number) => setIndex(Math.max(0, Math.min(count - 1, next))), [count]);
  const next = useCallback(() => setIndex((i) => Math.min(count - 1, i + 1)), [count]);
  const previous = useCallback(() => setIndex((i) => Math.max(0, i - 1)), []);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if ((event.target as HTMLElement).closest('button, a, input, select, summary')) return;
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!start.current || start.current.id !== event.pointerId) return;
    setDragOffset(event.clientX - start.current.x);
  };
  const finish = (event: PointerEvent<HTMLElement>) => {
    if (!start.current || start.current.id !== event.pointerId) return;
    const dx = event.clientX - start.current.x;
    const dy = event.clientY - start.current.y;
    start.current = null;
    setDragOffset(0);
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dy) > Math.abs(dx)) return;
    const forward = rtl ? dx > 0 : dx < 0;
    if (forward) next();
    else previous();
  };
  const onPointerCancel = () => {
    start.current = null;
    setDragOffset(0);
  };

  return {
    index,
    goTo,
    next,
    previous,
    dragOffset,
    isFirst: index === 0,
    isLast: index === count - 1,
    handlers: { onPointerDown, onPointerMove, onPointerUp: finish, onPointerCancel },
  };
}
