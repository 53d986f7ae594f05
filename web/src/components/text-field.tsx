import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  /** Rendered inside the field, at its end (e.g. a show/hide toggle). */
  trailing?: ReactNode;
}

/** A labelled input; hint and error are announced with the field through aria-describedby. */
export function TextField({ label, hint, error, trailing, className, 'aria-describedby': describedBy, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`field ${className ?? ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          id={id}
          className={`field__input ${trailing ? 'field__input--with-toggle' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined}
          {...input}
        />
        {trailing && <span className="field__toggle">{trailing}</span>}
      </div>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
