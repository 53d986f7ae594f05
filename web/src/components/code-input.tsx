import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH } from '@fitrater/contracts/values';
import './code-input.css';

export interface CodeInputProps {
  /** The digits typed so far, contiguous from the first box. */
  value: string;
  onChange(value: string): void;
  /** Called once all boxes hold a digit (auto-submit). */
  onComplete(code: string): void;
  /** Bump to signal a wrong code: the boxes shake and the first one takes focus. */
  shakeSignal?: number;
  disabled?: boolean;
  autoFocus?: boolean;
  label: string;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * Six single-digit boxes (spec part 1 §2, e-mail verification): typing moves
 * on, Backspace moves back, a paste (or an SMS/one-time-code autofill) fills
 * from the first six digits, and a full code submits itself.
 */
export function CodeInput({ value, onChange, onComplete, shakeSignal = 0, disabled, autoFocus, label }: CodeInputProps) {
  const { t } = useTranslation();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const [shaking, setShaking] = useState(false);

  // Focus moves after the new value has rendered, so a box's focus handler sees the current value.
  const pendingFocus = useRef<number | null>(null);

  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))]?.focus();

  useEffect(() => {
    if (pendingFocus.current === null) return;
    focusBox(pendingFocus.current);
    pendingFocus.current = null;
  }, [value]);

  const commit = (next: string) => {
    const code = next.slice(0, CODE_LENGTH);
    if (code.length < CODE_LENGTH) pendingFocus.current = code.length;
    onChange(code);
    if (code.length === CODE_LENGTH) onComplete(code);
  };

  useEffect(() => {
    if (autoFocus) boxes.current[0]?.focus();
  }, [autoFocus]);

  useEffect(() => {
    if (shakeSignal === 0) return;
    setShaking(true);
    boxes.current[0]?.focus();
    const timer = window.setTimeout(() => setShaking(false), 600);
    return () => window.clearTimeout(timer);
  }, [shakeSignal]);

  const handleInput = (index: number, raw: string) => {
    let digits = onlyDigits(raw);
    const previous = value[index];
    // The caret sat beside the old digit instead of selecting it: keep only the new one.
    if (previous && digits.length === 2 && digits.includes(previous)) digits = digits.replace(previous, '');
    if (!digits) return;
    // More than one digit at once is an autofill: treat it as a paste from the start.
    if (digits.length > 1) return commit(digits);
    const position = Math.min(index, value.length);
    commit(value.slice(0, position) + digits + value.slice(position + 1));
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const position = value[index] ? index : index - 1;
      if (position < 0) return;
      pendingFocus.current = position;
      onChange(value.slice(0, position));
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
      const step = (event.key === 'ArrowRight') !== rtl ? 1 : -1;
      focusBox(Math.min(index + step, value.length));
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = onlyDigits(event.clipboardData.getData('text')).slice(0, CODE_LENGTH);
    if (digits) commit(digits);
  };

  return (
    <div className={`code-input ${shaking ? 'code-input--shake' : ''}`} role="group" aria-label={label} dir="ltr" data-shaking={shaking || undefined}>
      {Array.from({ length: CODE_LENGTH }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="code-input__box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={index === 0 ? CODE_LENGTH : 1}
          value={value[index] ?? ''}
          disabled={disabled}
          aria-label={t('code.digit', { index: index + 1, total: CODE_LENGTH })}
          onChange={(event) => handleInput(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={handlePaste}
          onFocus={(event) => {
            // Boxes fill left to right: focusing past the first empty box jumps back to it.
            if (index > value.length) focusBox(value.length);
            else event.target.select();
          }}
        />
      ))}
    </div>
  );
}
