import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { useController } from 'react-hook-form';
import { FieldFrame, type FieldLook, fieldAria, INPUT_CLASS } from './field-frame';
import { useMessageText } from './message-text';

export interface TextFieldProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'name' | 'value' | 'defaultValue' | 'onChange' | 'children'
  > {
  /** The field's name in the surrounding Form. */
  name: string;
  label: string;
  hint?: string;
  optional?: boolean;
  look?: FieldLook;
  start?: ReactNode;
  end?: ReactNode;
  /** Rewrites what is typed before it is kept (digits only, a CPF mask). */
  transform?: (typed: string) => string;
}

/** A labelled input of the surrounding Form, its error (or hint) below, wired for screen readers. */
export function TextField({
  name,
  label,
  hint,
  optional,
  look = 'box',
  start,
  end,
  transform,
  id,
  className,
  onBlur,
  ...input
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageText = useMessageText();
  const { field, fieldState } = useController({ name });
  const error = messageText(fieldState.error?.message);
  return (
    <FieldFrame
      inputId={inputId}
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      look={look}
      className={className}
      start={start}
      end={end}
    >
      <input
        ref={field.ref}
        id={inputId}
        name={field.name}
        className={INPUT_CLASS[look]}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(transform ? transform(event.target.value) : event.target.value)}
        onBlur={(event) => {
          field.onBlur();
          onBlur?.(event);
        }}
        {...fieldAria(inputId, error, hint)}
        {...input}
      />
    </FieldFrame>
  );
}
