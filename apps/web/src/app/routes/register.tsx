import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorRetry } from '@/components/error-retry';
import { Skeleton } from '@/components/skeleton';
import { StateView } from '@/components/state-view';
import { TopBar } from '@/components/top-bar';
import { paths } from '@/config/paths';
import { AuthPage, clearRegisterCache, RegisterForm, useRegisterSettings } from '@/features/auth';
import { useConsolidated } from '@/features/system';

/** /m/register and /m/register.html (spec section 2 'Register screen'). */
export function RegisterRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Spec section 2: back replaces the page with /m/home and clears cached form data.
  const back = useCallback(() => {
    clearRegisterCache();
    navigate(paths.home(), { replace: true });
  }, [navigate]);

  return (
    <>
      <TopBar title={t('title.register')} onBack={back} />
      <AuthPage>
        <RegisterBody />
      </AuthPage>
    </>
  );
}

function RegisterBody() {
  const { t } = useTranslation();
  const settings = useRegisterSettings();
  const site = useConsolidated();
  const flags = site.data?.whitelabel.flags;

  if (settings.isPending || site.isPending) {
    return (
      <div className="form-stack" aria-busy="true">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={70} radius={12} />
        ))}
      </div>
    );
  }
  if (settings.isError || !flags) {
    const error = settings.error ?? site.error;
    return (
      <ErrorRetry
        error={error}
        onRetry={() => {
          void settings.refetch();
          void site.refetch();
        }}
      />
    );
  }
  if (!flags.USERNAMEREG3 && !flags.MOBILENUMREG3) {
    return (
      <StateView icon="userPlus" title={t('register.closedTitle')} description={t('error.METHOD_DISABLED')} />
    );
  }
  return <RegisterForm settings={settings.data} flags={flags} />;
}
