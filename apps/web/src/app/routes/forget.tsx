import { AuthPage, ForgetForm } from '@/features/auth';
import { TitledScreen } from '../shell/titled-screen';

/** /m/forget: own top bar; back goes home (spec section 2 'Page shell'). */
export function ForgetRoute() {
  return (
    <TitledScreen titleKey="title.forget" back="home">
      <AuthPage>
        <ForgetForm />
      </AuthPage>
    </TitledScreen>
  );
}
