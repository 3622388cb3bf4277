import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { TextField, type TextFieldProps } from './text-field';

/** Spec section 2 'Register screen': each password field has a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'end'>) {
  const { t } = useTranslation();
  const [isVisible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      end={
        <button
          type="button"
          className="field__icon-btn"
          onClick={() => setVisible((visible) => !visible)}
          aria-label={t(isVisible ? 'form.hidePassword' : 'form.showPassword')}
          aria-pressed={isVisible}
        >
          <Icon name={isVisible ? 'eyeOff' : 'eye'} size={20} />
        </button>
      }
    />
  );
}
