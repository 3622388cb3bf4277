import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { TextField, type TextFieldProps } from './text-field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'end'> {
  /** Shown or hidden by a control of the form (one switch for several fields) instead of its own eye. */
  revealed?: boolean;
}

/** Spec section 2 'Register screen': each password field has a show/hide toggle. */
export function PasswordField({ revealed, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [isVisible, setVisible] = useState(false);
  const shown = revealed ?? isVisible;
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      end={
        revealed === undefined && (
          <button
            type="button"
            className="field__icon-btn"
            onClick={() => setVisible((visible) => !visible)}
            aria-label={t(isVisible ? 'form.hidePassword' : 'form.showPassword')}
            aria-pressed={isVisible}
          >
            <Icon name={isVisible ? 'eyeOff' : 'eye'} size={20} />
          </button>
        )
      }
    />
  );
}
