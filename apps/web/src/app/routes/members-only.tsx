import type { ReactNode } from 'react';
import { LoginNeeded, RealAccountNeeded } from '@/components/access-state';
import { useSession } from '@/features/session';
import './screen.css';

/**
 * A member screen's door (spec section 6): a guest is asked to log in and a trial user (with
 * `real`) to register, before the screen asks the server anything it would refuse.
 */
export function MembersOnly({ real = false, children }: { real?: boolean; children: ReactNode }) {
  const session = useSession();
  if (session.isLoggedIn && !(real && session.isTrial)) return children;
  return (
    <div className="screen state-card state-card--screen">
      {session.isLoggedIn ? <RealAccountNeeded /> : <LoginNeeded />}
    </div>
  );
}
