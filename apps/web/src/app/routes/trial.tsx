import { AuthPage, TrialPanel } from '@/features/auth';

/** /m/trail: inside the shell (header with back to home, spec section 2 'Page shell'). */
export function TrialRoute() {
  return (
    <AuthPage withBrand={false}>
      <TrialPanel />
    </AuthPage>
  );
}
