import './form.css';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'children'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: string;
  /** Marks the label '(optional)' (spec section 5: an empty optional field passes). */
  optional?: boolean;
  /** Controls drawn inside the box before and after the input (dialing code, eye toggle, SMS button). */
  start?: ReactNode;
  end?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its message below, wired for screen readers (aria-invalid, aria-describedby). */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  optional = false,
  start,
  end,
  ref,
  id,
  className,
  ...input
}: TextFieldProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const message = error ?? hint;
  return (
    <div className={`field${className ? ` ${className}` : ''}`} data-invalid={error ? '' : undefined}>
      <label htmlFor={inputId} className="field__label">
        {label}
        {optional && <span className="field__optional"> {t('form.optional')}</span>}
      </label>
      <div className="field__control">
        {start}
        <input
          ref={ref}
          id={inputId}
          className="field__input"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          {...input}
        />
        {end}
      </div>
      {message && (
        <p id={messageId} className={error ? 'field__error' : 'field__hint'}>
          {message}
        </p>
      )}
    </div>
  );
}
