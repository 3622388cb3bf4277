import { MemberCentre } from '@/features/member';

/** /m/member/home: inside the shell (header and bottom menu). */
export function MemberHomeRoute() {
  return <MemberCentre />;
}
