import { type ReactNode, type Ref, useId } from 'react';
import { Icon } from '@/components/icon';

interface CheckFieldProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox row with a 44 px tap area (remember password, age confirmation, terms). */
export function CheckField({ checked, onCheckedChange, children, error, ref }: CheckFieldProps) {
  const id = useId();
  return (
    <div className="check-field" data-invalid={error ? '' : undefined}>
      <label className="check-field__row">
        <input
          ref={ref}
          type="checkbox"
          className="check-field__input"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span className="check-field__box" aria-hidden="true">
          <Icon name="check" size={16} />
        </span>
        <span className="check-field__label">{children}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
