import { LoginForm } from '@/features/auth';
import { AuthRoute } from './auth-route';

/** /m/login. */
export function LoginRoute() {
  return (
    <AuthRoute titleKey="title.login">
      <LoginForm />
    </AuthRoute>
  );
}
