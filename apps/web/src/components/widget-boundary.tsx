import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from './error-boundary';
import { Icon } from './icon';

/** A small inline "this part failed, retry" card: the rest of the page keeps working. */
export function WidgetBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={({ reset }) => <WidgetError onRetry={reset} />}>{children}</ErrorBoundary>;
}

function WidgetError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="widget-error" role="alert">
      <Icon name="alert" size={20} />
      <span>{t('error.widget')}</span>
      <button type="button" className="btn btn--ghost btn--sm" onClick={onRetry}>
        {t('action.retry')}
      </button>
    </div>
  );
}
