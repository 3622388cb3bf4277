import { useSession } from '@/features/session';

/**
 * Who the payment calls are for. They run only for real members (spec section 4 'Deposit
 * button': types 0, 1, 2), so a guest or trial screen never sends a call the server would refuse.
 */
export function useMemberScope(): { member: string; enabled: boolean } {
  const session = useSession();
  return { member: session.userName ?? '', enabled: session.isLoggedIn && session.canDeposit };
}
