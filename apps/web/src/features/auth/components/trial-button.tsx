import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BusyButton } from '@/components/busy-button';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { startSession } from '@/features/session';
import { errorMessageKey } from '@/i18n/error-message';
import { postTrialLogin } from '../api/login';
import { sessionOf } from '../lib/session-of';

/** Starts a free-play account and signs it in (spec section 4 'Login': trial login). */
export function useStartTrial() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: postTrialLogin,
    onSuccess: (answer) => {
      // Spec section 3 'Session info': customerType marks a trial-play session.
      startSession(queryClient, { ...sessionOf(answer), customerType: answer.type });
      // Spec section 2 'Login screen': afterwards /m/home unless the trial state is 0.
      if (answer.state !== 0) navigate(paths.home(), { replace: true });
    },
    onError: (error) => toast(t(errorMessageKey(error)), { durationMs: 3000 }),
  });
}

/** The login screen's test-play option (spec section 2), shown when the site has FREEPLAY. */
export function TrialButton() {
  const { t } = useTranslation();
  const trial = useStartTrial();
  return (
    <BusyButton
      className="btn btn--outline btn--block auth-trial"
      onClick={() => trial.mutate()}
      isBusy={trial.isPending}
      icon="gamepad"
      iconSize={20}
    >
      {t('auth.tryFree')}
    </BusyButton>
  );
}
