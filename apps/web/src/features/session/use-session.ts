import { useMemo, useSyncExternalStore } from 'react';
import { isAgentType, isRealMemberType, TRIAL_TYPE } from './roles';
import { getSessionSnapshot, subscribeSession } from './session-store';

export interface Session {
  isLoggedIn: boolean;
  token: string | undefined;
  type: number | undefined;
  userName: string | undefined;
  isTrial: boolean;
  isAgent: boolean;
  /** Spec section 4 'Deposit button': only real members (types 0, 1, 2) with a session. */
  canDeposit: boolean;
}

const GUEST: Session = {
  isLoggedIn: false,
  token: undefined,
  type: undefined,
  userName: undefined,
  isTrial: false,
  isAgent: false,
  canDeposit: false,
};

const getServerSnapshot = () => null;

export function useSession(): Session {
  const info = useSyncExternalStore(subscribeSession, getSessionSnapshot, getServerSnapshot);
  return useMemo(() => {
    if (!info) return GUEST;
    return {
      isLoggedIn: true,
      token: info.token,
      type: info.type,
      userName: info.userName,
      isTrial: info.type === TRIAL_TYPE,
      isAgent: isAgentType(info.type),
      canDeposit: isRealMemberType(info.type),
    };
  }, [info]);
}
