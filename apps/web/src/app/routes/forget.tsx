import { ForgetForm } from '@/features/auth';
import { AuthRoute } from './auth-route';

/** /m/forget. */
export function ForgetRoute() {
  return (
    <AuthRoute titleKey="title.forget">
      <ForgetForm />
    </AuthRoute>
  );
}
