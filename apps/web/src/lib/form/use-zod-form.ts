import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form with its values checked by a zod schema: errors appear on submit, then follow
 * every change (a corrected field clears at once). The Form component focuses the first invalid
 * field in page order, so react-hook-form's own focusing is off. The schema may change between
 * renders (a tab, a captcha shown after a failure): the latest one judges the next submit.
 */
export function useZodForm<T extends FieldValues>(
  schema: z.ZodType<T>,
  defaultValues: DefaultValues<NoInfer<T>>,
): UseFormReturn<T> {
  return useForm<T>({
    resolver: zodResolver(schema as z.ZodType<T, T>),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
}
