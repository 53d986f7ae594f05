import { useId } from 'react';

/** A labelled select over a list of ids, each shown through `label`. */
export function ChoiceSelect<T extends string>({ label, value, options, optionLabel, placeholder, onChange, error, required = false }: {
  label: string;
  value: T | '';
  options: readonly T[];
  optionLabel(id: T): string;
  placeholder: string;
  onChange(value: T | ''): void;
  error?: string | null;
  required?: boolean;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>{label}</label>
      <select
        id={id}
        className="field__input"
        value={value}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value as T | '')}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => <option key={option} value={option}>{optionLabel(option)}</option>)}
      </select>
      {error && <p className="field__error" id={`${id}-error`} role="alert">{error}</p>}
    </div>
  );
}
