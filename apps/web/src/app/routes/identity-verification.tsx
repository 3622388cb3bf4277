import { KycPage } from '@/features/kyc';

/** /m/member/identityVerification: the member's identity verification (issue 19 part 4). */
export function IdentityVerificationRoute() {
  return <KycPage />;
}
