import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import { TextField, type TextFieldProps } from './text-field';

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      trailing={
        <button
          type="button"
          className="icon-button icon-button--bare"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('password.hide', { field: props.label }) : t('password.show', { field: props.label })}
          aria-pressed={visible}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} />
        </button>
      }
    />
  );
}
