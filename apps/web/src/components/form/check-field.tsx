import { type ReactNode, useId } from 'react';
import { useController } from 'react-hook-form';
import { Icon } from '@/components/icon';
import { useMessageText } from './message-text';

interface CheckFieldProps {
  /** The field's name in the surrounding Form (a boolean). */
  name: string;
  children: ReactNode;
}

/** A checkbox row with a 44 px tap area (remember password, age confirmation, terms). */
export function CheckField({ name, children }: CheckFieldProps) {
  const id = useId();
  const messageText = useMessageText();
  const { field, fieldState } = useController({ name });
  const error = messageText(fieldState.error?.message);
  return (
    <div className="check-field" data-invalid={error ? '' : undefined}>
      <label className="check-field__row">
        <input
          ref={field.ref}
          name={field.name}
          type="checkbox"
          className="check-field__input"
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span className="check-field__box" aria-hidden="true">
          <Icon name="check" size={16} />
        </span>
        <span className="check-field__label">{children}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
