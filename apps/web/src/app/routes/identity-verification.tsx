import { KycPage } from '@/features/kyc';
import { MembersOnly } from './members-only';

/** /m/member/identityVerification: the member's identity verification (issue 19 part 4). */
export function IdentityVerificationRoute() {
  return (
    <MembersOnly real>
      <KycPage />
    </MembersOnly>
  );
}
