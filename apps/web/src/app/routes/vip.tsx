import { BenefitsPage, LeaderboardPage, SignInPage } from '@/features/vip';

/** /m/member/benefits: VIP levels and the member's progress (issue 18). */
export function MemberBenefitsRoute() {
  return <BenefitsPage />;
}

/** /m/activity/signIn: the daily sign-in calendar (issue 18). */
export function SignInRoute() {
  return <SignInPage />;
}

/** /m/leaderBoard: turnover and win leaderboards (issue 18). */
export function LeaderBoardRoute() {
  return <LeaderboardPage />;
}
