import './form.css';
import type { ReactNode } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  FormProvider,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { type MessageOptions, MessageOptionsContext } from './message-text';

interface FormProps<T extends FieldValues> extends MessageOptions {
  form: UseFormReturn<T>;
  onSubmit: SubmitHandler<T>;
  /** Runs at every submit before the fields are checked (a choice made outside the form). */
  onSubmitAttempt?: () => void;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * Spec section 4: an invalid submit focuses the first invalid field. In page order, not in the
 * order fields first registered, so a field revealed later (a tab, the captcha) is found in place.
 */
function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors) {
  const names = new Set(Object.keys(errors));
  const first = [...form.querySelectorAll<HTMLElement>('[name]')].find((element) =>
    names.has(element.getAttribute('name') ?? ''),
  );
  if (!first) return;
  first.focus({ preventScroll: true });
  first.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
}

/** The site's form: react-hook-form's state for the fields inside, validated on submit, then live. */
export function Form<T extends FieldValues>({
  form,
  onSubmit,
  onSubmitAttempt,
  className,
  children,
  rules,
  formatMoney,
  ...labels
}: FormProps<T>) {
  return (
    <FormProvider {...form}>
      <MessageOptionsContext value={{ rules, formatMoney }}>
        <form
          className={className}
          noValidate
          {...labels}
          onSubmit={(event) => {
            const element = event.currentTarget;
            onSubmitAttempt?.();
            return form.handleSubmit(onSubmit, (errors) => focusFirstInvalid(element, errors))(event);
          }}
        >
          {children}
        </form>
      </MessageOptionsContext>
    </FormProvider>
  );
}
