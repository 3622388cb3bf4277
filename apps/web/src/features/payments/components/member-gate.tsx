import type { ReactNode } from 'react';
import { LoginNeeded, RealAccountNeeded } from '@/components/access-state';
import { useSession } from '@/features/session';
import './payments.css';

/**
 * The money screens are for real members only (spec section 4 'Deposit button': types 0, 1, 2;
 * section 6: a trial user gets 'free_reject'). A guest is asked to log in, as the route table
 * says; nothing is requested from the server until the account may use it.
 */
export function MemberGate({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.isLoggedIn && session.canDeposit) return children;
  return (
    <div className="money-screen money-screen--state state-card state-card--screen">
      {session.isLoggedIn ? <RealAccountNeeded /> : <LoginNeeded />}
    </div>
  );
}
