import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { RealAccountNeeded } from '@/components/access-state';
import { paths } from '@/config/paths';
import { FeedbackForm, InboxList, MessageCenter } from '@/features/messages';
import { useSession } from '@/features/session';
import './screen.css';

/**
 * The inbox and feedback are for real members (spec section 6): a visitor is sent to /m/login
 * (replaced), a trial user gets 'free_reject' and is asked to register.
 */
function RealMemberOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!session.isLoggedIn) return <Navigate to={paths.login()} replace />;
  if (session.isTrial) {
    return (
      <div className="screen state-card state-card--screen">
        <RealAccountNeeded />
      </div>
    );
  }
  return children;
}

/** /m/message (spec section 2 'Message center'). */
export function MessageCenterRoute() {
  return <MessageCenter />;
}

/** /m/webEmail: the member's inbox. */
export function WebEmailRoute() {
  return (
    <RealMemberOnly>
      <InboxList />
    </RealMemberOnly>
  );
}

/** /m/feedback: "needs a session, otherwise replaced by /m/login" (spec section 2). */
export function FeedbackRoute() {
  return (
    <RealMemberOnly>
      <FeedbackForm />
    </RealMemberOnly>
  );
}
