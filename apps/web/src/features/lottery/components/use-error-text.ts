import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, errorTextHasFigures } from '@/i18n/error-message';
import { ApiError } from '@/lib/api-client';

/**
 * A refusal in the player's language (STYLE 'Errors'): the text of the server's stable code; for a
 * code whose text carries figures (a limit), the server's message, which is that same text of the
 * contract filled in, in the request's language.
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) =>
      error instanceof ApiError && errorTextHasFigures(error.code) && error.message
        ? error.message
        : t(errorMessageKey(error)),
    [t],
  );
}
