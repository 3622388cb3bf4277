import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { StateView } from '@/components/state-view';

/** Last line of defence when the shell itself fails: a translated page with a reload. */
export function RootError({ error }: { error: unknown }) {
  useEffect(() => console.error('Site failed', error), [error]);
  return <SiteFailed />;
}

/** The whole site failed (the router's or the providers' error boundary): only a reload helps. */
export function SiteFailed() {
  const { t } = useTranslation();
  return (
    <main className="root-error">
      <StateView icon="alert" tone="danger" title={t('state.errorTitle')} description={t('error.unknown')}>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {t('action.reload')}
        </button>
      </StateView>
    </main>
  );
}
