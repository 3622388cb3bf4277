import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { digitsOnly } from '@/lib/form/server-rule';
import { TextField, type TextFieldProps } from './text-field';

// Spec sections 5 and 9: a mobile number has at most 20 digits.
const MOBILE_MAX_LENGTH = 20;

export interface DialingCountry {
  countryCode: string;
  dialingCode: string;
  name: string;
}

interface MobileFieldProps extends Omit<TextFieldProps, 'start' | 'type' | 'transform'> {
  countries: readonly DialingCountry[];
  dialingCode: string;
  onDialingCodeChange: (code: string) => void;
}

/** Mobile number with the country dialing-code picker (spec section 2); the first country is the default. */
export function MobileField({ countries, dialingCode, onDialingCodeChange, ...props }: MobileFieldProps) {
  const { t } = useTranslation();
  const fallback = countries[0]?.dialingCode;

  useEffect(() => {
    if (!dialingCode && fallback) onDialingCodeChange(fallback);
  }, [dialingCode, fallback, onDialingCodeChange]);

  return (
    <TextField
      {...props}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={MOBILE_MAX_LENGTH}
      transform={(typed) => digitsOnly(typed, MOBILE_MAX_LENGTH)}
      start={
        <span className="field__dialing">
          <span aria-hidden="true">{dialingCode || '+'}</span>
          <Icon name="chevronDown" size={16} />
          <select
            className="field__dialing-select"
            value={dialingCode}
            onChange={(event) => onDialingCodeChange(event.target.value)}
            aria-label={t('form.dialingCode')}
            disabled={countries.length === 0}
          >
            {countries.length === 0 && dialingCode && <option value={dialingCode}>{dialingCode}</option>}
            {countries.map((country) => (
              <option key={country.countryCode} value={country.dialingCode}>
                {`${country.dialingCode} ${country.name}`}
              </option>
            ))}
          </select>
        </span>
      }
    />
  );
}
