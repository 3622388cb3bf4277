import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { encodeMessage, type FormMessage } from '@/lib/form';
import type { FORM_ERROR } from './form-alert';

/**
 * How a form shows a refusal: on the field it names (or FORM_ERROR, the form as a whole), which
 * takes the focus so the player sees it at once.
 */
export function errorShower<T extends FieldValues>(form: UseFormReturn<T>) {
  return (field: Path<T> | typeof FORM_ERROR, message: FormMessage) =>
    form.setError(field, { message: encodeMessage(message) }, { shouldFocus: true });
}
