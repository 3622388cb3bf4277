import { AuthPage, LoginForm } from '@/features/auth';
import { TitledScreen } from '../shell/titled-screen';

/** /m/login: own top bar; back goes home (spec section 2 'Page shell'). */
export function LoginRoute() {
  return (
    <TitledScreen titleKey="title.login" back="home">
      <AuthPage>
        <LoginForm />
      </AuthPage>
    </TitledScreen>
  );
}
