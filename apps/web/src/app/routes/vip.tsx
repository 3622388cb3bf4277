import { BenefitsPage, LeaderboardPage, SignInPage } from '@/features/vip';
import { MembersOnly } from './members-only';

/** /m/member/benefits: VIP levels and the member's progress (issue 18). */
export function MemberBenefitsRoute() {
  return (
    <MembersOnly real>
      <BenefitsPage />
    </MembersOnly>
  );
}

/** /m/activity/signIn: the daily sign-in calendar (issue 18). */
export function SignInRoute() {
  return (
    <MembersOnly real>
      <SignInPage />
    </MembersOnly>
  );
}

/** /m/leaderBoard: turnover and win leaderboards (issue 18). */
export function LeaderBoardRoute() {
  return <LeaderboardPage />;
}
