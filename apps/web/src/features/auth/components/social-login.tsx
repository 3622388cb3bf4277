import type { Whitelabel } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';

const PROVIDERS = [
  { flag: 'FACEBOOKLOGIN3', name: 'Facebook', mark: 'f' },
  { flag: 'GOOGLELOGIN3', name: 'Google', mark: 'G' },
] as const;

// Spec section 9: longer messages stay 3 s.
const NOTICE_MS = 3000;

/**
 * Spec section 2: social login per merchant flag (FACEBOOKLOGIN3, GOOGLELOGIN3). It also needs a
 * configured identity provider, which this deployment has none of, so a tap says the feature is
 * unavailable instead of opening a sign-in that cannot finish.
 */
export function SocialLogin({ flags }: { flags: Whitelabel['flags'] | undefined }) {
  const { t } = useTranslation();
  const toast = useToast();
  const providers = PROVIDERS.filter((provider) => flags?.[provider.flag] === true);
  if (providers.length === 0) return null;
  return (
    <section className="social-login" aria-labelledby="social-login-title">
      <h2 id="social-login-title" className="auth-divider">
        <span>{t('auth.socialTitle')}</span>
      </h2>
      <div className="social-login__buttons">
        {providers.map((provider) => (
          <button
            key={provider.flag}
            type="button"
            className="btn btn--secondary social-login__btn"
            onClick={() =>
              toast(t('auth.socialUnavailable', { provider: provider.name }), { durationMs: NOTICE_MS })
            }
          >
            <span className={`social-login__mark social-login__mark--${provider.mark}`} aria-hidden="true">
              {provider.mark}
            </span>
            {provider.name}
          </button>
        ))}
      </div>
    </section>
  );
}
