import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useSession } from '@/features/session';

// Spec section 9: the deposit-rejection toast lasts 2 s.
const REJECT_TOAST_MS = 2000;

/**
 * Navigation to money screens (spec section 4 'Deposit button'): a guest goes to /m/login; a
 * session that is not a real member (types 0, 1, 2) gets 'free_reject' for 2 s and stays.
 */
export function useMemberNavigate(): (path: string) => void {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation();
  return useCallback(
    (path: string) => {
      if (!session.isLoggedIn) navigate(paths.login());
      else if (!session.canDeposit) toast(t('free_reject'), { durationMs: REJECT_TOAST_MS });
      else navigate(path);
    },
    [session, navigate, toast, t],
  );
}
