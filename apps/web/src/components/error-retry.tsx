import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/i18n/error-message';
import { StateView } from './state-view';

/** A failed read: the code's translated message and a retry, never a blank area. */
export function ErrorRetry({
  error,
  onRetry,
  isRetrying,
}: {
  error: unknown;
  onRetry: () => void;
  isRetrying?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <StateView
      icon="alert"
      tone="danger"
      title={t('state.errorTitle')}
      description={t(errorMessageKey(error))}
    >
      <button type="button" className="btn btn--primary" onClick={onRetry} disabled={isRetrying ?? false}>
        {t('action.retry')}
      </button>
    </StateView>
  );
}
