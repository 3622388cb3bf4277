import type { ReactNode } from 'react';
import { LoginNeeded } from '@/components/access-state';
import { useSession } from '@/features/session';

/** Member screens (favourites, records, a launch): a guest is asked to log in, nothing is requested. */
export function LoginGate({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.isLoggedIn) return children;
  return (
    <div className="games-page games-page--state state-card state-card--screen">
      <LoginNeeded />
    </div>
  );
}
