import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { endSession } from './session-lifecycle';
import { subscribeSessionExpired } from './session-store';

/**
 * A dead token (SESSION_EXPIRED, e.g. after a password change elsewhere revoked it): the session
 * is cleared and the player goes to login with 'The account has been logged out' (spec section 8).
 */
export function useSessionExpiredRedirect(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  useEffect(
    () =>
      subscribeSessionExpired(() => {
        endSession(queryClient);
        toast(t('error.SESSION_EXPIRED'), { durationMs: 3000 });
        navigate(paths.login(), { replace: true });
      }),
    [navigate, queryClient, toast, t],
  );
}
