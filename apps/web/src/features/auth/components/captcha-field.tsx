import type { UseQueryResult } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '@/components/form';
import { Icon } from '@/components/icon';
import { Skeleton } from '@/components/skeleton';
import { digitsOnly } from '@/lib/form';
import type { Captcha } from '../api/get-captcha';

// Spec sections 5 and 9: the captcha is numeric, at most 6 digits on register and login.
const CAPTCHA_MAX_LENGTH = 6;

interface CaptchaFieldProps extends Omit<TextFieldProps, 'end' | 'type' | 'transform' | 'label'> {
  captcha: UseQueryResult<Captcha>;
}

/** Spec section 2: a numeric captcha with a clickable image that reloads it. */
export function CaptchaField({ captcha, ...props }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const { setValue } = useFormContext();
  return (
    <TextField
      {...props}
      label={t('form.captcha')}
      inputMode="numeric"
      autoComplete="off"
      maxLength={CAPTCHA_MAX_LENGTH}
      transform={(typed) => digitsOnly(typed, CAPTCHA_MAX_LENGTH)}
      end={
        <button
          type="button"
          className="field__captcha"
          onClick={() => {
            setValue(props.name, '');
            void captcha.refetch();
          }}
          aria-label={t('form.reloadCaptcha')}
          aria-busy={captcha.isFetching}
        >
          {captcha.data ? (
            <img src={captcha.data.image} alt="" width={96} height={36} />
          ) : captcha.isError ? (
            <Icon name="refresh" size={20} />
          ) : (
            <Skeleton width={96} height={36} />
          )}
        </button>
      }
    />
  );
}
