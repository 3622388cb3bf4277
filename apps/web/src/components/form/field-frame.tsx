import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * How a field is drawn: 'box' (the account screens: the input in a framed box with controls
 * inside) or 'money' (the money screens' cards). Both show the label, then the input, then one
 * line under it: the error when there is one (read out at once), else the hint.
 */
export type FieldLook = 'box' | 'money';

const CLASSES: Record<FieldLook, { field: string; label: string; error: string; hint: string }> = {
  box: { field: 'field', label: 'field__label', error: 'field__error', hint: 'field__hint' },
  money: {
    field: 'money-field',
    label: 'money-field__label',
    error: 'money-field__error',
    hint: 'money-field__hint',
  },
};

export const INPUT_CLASS: Record<FieldLook, string> = { box: 'field__input', money: 'money-input' };

/** aria-invalid and aria-describedby of an input whose message line is drawn by FieldFrame. */
export function fieldAria(inputId: string, error: string | undefined, hint: string | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error || hint ? `${inputId}-message` : undefined,
  } as const;
}

interface FieldFrameProps {
  inputId: string;
  label: ReactNode;
  error: string | undefined;
  hint?: string;
  /** Marks the label '(optional)' (spec section 5: an empty optional field passes). */
  optional?: boolean;
  look?: FieldLook;
  className?: string;
  /** Controls drawn inside the box before and after the input (dialing code, eye toggle, SMS button). */
  start?: ReactNode;
  end?: ReactNode;
  /** Drawn under the message line (one-tap amounts). */
  footer?: ReactNode;
  children: ReactNode;
}

/** The label, the input (with its controls) and the message line of one field. */
export function FieldFrame({
  inputId,
  label,
  error,
  hint,
  optional = false,
  look = 'box',
  className,
  start,
  end,
  footer,
  children,
}: FieldFrameProps) {
  const { t } = useTranslation();
  const classes = CLASSES[look];
  const message = error ?? hint;
  return (
    <div
      className={`${classes.field}${className ? ` ${className}` : ''}`}
      data-invalid={error ? '' : undefined}
    >
      <label htmlFor={inputId} className={classes.label}>
        {label}
        {optional && <span className="field__optional"> {t('form.optional')}</span>}
      </label>
      {look === 'box' ? (
        <div className="field__control">
          {start}
          {children}
          {end}
        </div>
      ) : (
        <>
          {start}
          {children}
          {end}
        </>
      )}
      {message && (
        <p
          id={`${inputId}-message`}
          className={error ? classes.error : classes.hint}
          role={error ? 'alert' : undefined}
        >
          {message}
        </p>
      )}
      {footer}
    </div>
  );
}
