import { Link } from 'react-router';

/** The line under an account form that leads to the other one ('No account? Register now'). */
export function AuthSwitch({ question, to, label }: { question: string; to: string; label: string }) {
  return (
    <p className="auth-switch">
      {question}{' '}
      <Link to={to} className="auth-link">
        {label}
      </Link>
    </p>
  );
}
