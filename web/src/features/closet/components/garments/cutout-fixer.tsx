import { useEffect, useId, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaskStroke } from '@fitrater/contracts';
import { MASK_STROKE_POINTS_MAX, MASK_STROKES_MAX } from '@fitrater/contracts/values';
import { extendStroke, strokeDabs, toImagePoint } from '../../model/brush';

type Mode = MaskStroke['mode'];
/** What "add back" looks like until the server re-cuts the piece from its photo. */
const ADD_TINT = 'rgba(226, 178, 96, 0.55)';

/**
 * Fixes a cut-out by hand: a round brush that removes (erases) or adds back, and undo. The strokes,
 * in shares of the image, are what is saved: the server applies them to the piece's original mask
 * and re-cuts it from the photo, so "add back" restores the real pixels (shown tinted here until then).
 * Works with a finger at 390 px: the canvas takes the pointer only while drawn on (touch-action: none).
 */
export function CutoutFixer({ image, initial, onDone, onCancel }: {
  image: string;
  initial: MaskStroke[];
  onDone(strokes: MaskStroke[]): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('closet');
  const canvas = useRef<HTMLCanvasElement>(null);
  const base = useRef<HTMLImageElement | null>(null);
  const drawing = useRef<MaskStroke | null>(null);
  const [strokes, setStrokes] = useState<MaskStroke[]>(initial);
  const [mode, setMode] = useState<Mode>('remove');
  const [size, setSize] = useState(28);
  const [ready, setReady] = useState(false);
  const sizeId = useId();

  useEffect(() => {
    let cancelled = false;
    const picture = new Image();
    picture.onload = () => {
      const target = canvas.current;
      if (cancelled || !target) return;
      target.width = picture.naturalWidth;
      target.height = picture.naturalHeight;
      base.current = picture;
      setReady(true);
    };
    picture.src = image;
    return () => { cancelled = true; };
  }, [image]);

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (ready && ctx && base.current) render(ctx, base.current, strokes);
  }, [ready, strokes]);

  function redraw(list: readonly MaskStroke[]) {
    const ctx = canvas.current?.getContext('2d');
    if (ctx && base.current) render(ctx, base.current, list);
  }

  function down(event: ReactPointerEvent<HTMLCanvasElement>) {
    const target = event.currentTarget;
    if (!ready || strokes.length >= MASK_STROKES_MAX) return;
    target.setPointerCapture(event.pointerId);
    const box = target.getBoundingClientRect();
    // The slider is in screen pixels; the server wants the radius as a share of the image width.
    const radius = Math.min(0.25, Math.max(0.002, size / 2 / Math.max(1, box.width)));
    drawing.current = { mode, radius, points: [toImagePoint(event.clientX, event.clientY, box)] };
    redraw([...strokes, drawing.current]);
  }

  function move(event: ReactPointerEvent<HTMLCanvasElement>) {
    const stroke = drawing.current;
    if (!stroke) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (extendStroke(stroke, toImagePoint(event.clientX, event.clientY, box), box.height / Math.max(1, box.width), MASK_STROKE_POINTS_MAX)) {
      redraw([...strokes, stroke]);
    } else {
      up();
    }
  }

  function up() {
    const stroke = drawing.current;
    drawing.current = null;
    if (stroke) setStrokes((list) => [...list, stroke]);
  }

  return (
    <div className="cutout-fixer">
      <p className="muted">{t('garments.fixer.help')}</p>
      <div className="cutout-fixer__modes" role="group" aria-label={t('garments.fixer.brush')}>
        {(['remove', 'add'] as const).map((m) => (
          <button key={m} type="button" aria-pressed={mode === m} className={`closet__tab ${mode === m ? 'closet__tab--on' : ''}`} onClick={() => setMode(m)}>
            {t(`garments.fixer.${m}`)}
          </button>
        ))}
      </div>
      <div className="cutout-fixer__stage garment-backdrop">
        <canvas
          ref={canvas}
          className="cutout-fixer__canvas"
          role="img"
          aria-label={t('garments.fixer.canvas', { count: strokes.length })}
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onPointerCancel={up}
        />
        {!ready && <span className="spinner" aria-hidden="true" />}
      </div>
      <div className="field cutout-fixer__size">
        <label className="field__label" htmlFor={sizeId}>{t('garments.fixer.size')}</label>
        <input id={sizeId} type="range" min={10} max={72} step={2} value={size} onChange={(event) => setSize(Number(event.target.value))} />
      </div>
      <div className="closet__form-actions">
        <button type="button" className="btn btn--secondary" disabled={strokes.length === 0} onClick={() => setStrokes((list) => list.slice(0, -1))}>
          {t('garments.fixer.undo')}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onCancel}>{t('form.cancel')}</button>
        <button type="button" className="btn btn--primary" disabled={!ready} onClick={() => onDone(strokes)}>{t('garments.fixer.done')}</button>
      </div>
    </div>
  );
}

/** The cut-out with the strokes on it, in order: removed parts erased, added-back parts tinted. */
function render(ctx: CanvasRenderingContext2D, base: HTMLImageElement, strokes: readonly MaskStroke[]) {
  const { width, height } = ctx.canvas;
  ctx.clearRect(0, 0, width, height);
  ctx.drawImage(base, 0, 0);
  for (const stroke of strokes) {
    const radius = stroke.radius * width;
    const path = new Path2D();
    for (const dab of strokeDabs(stroke, width, height)) {
      path.moveTo(dab.x + radius, dab.y);
      path.arc(dab.x, dab.y, radius, 0, Math.PI * 2);
    }
    ctx.save();
    ctx.globalCompositeOperation = stroke.mode === 'remove' ? 'destination-out' : 'source-over';
    ctx.fillStyle = stroke.mode === 'remove' ? '#000' : ADD_TINT;
    ctx.fill(path);
    ctx.restore();
  }
}
