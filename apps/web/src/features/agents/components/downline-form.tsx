import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { useToast } from '@/components/toast';
import { errorMessageKey } from '@/i18n/error-message';
import { useRegisterDownline } from '../api/agents';

/**
 * /m/agentRegister's form: the agent opens an account for a new player or sub-agent with a first
 * password, which the new member changes on its first login.
 */
export function DownlineForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const register = useRegisterDownline();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [kind, setKind] = useState<'PLAYER' | 'AGENT'>('PLAYER');
  const [done, setDone] = useState<string | null>(null);
  const isValid = /^[a-zA-Z0-9_]{4,16}$/.test(username) && password.length >= 8 && password.length <= 32;
  return (
    <section className="panel" aria-labelledby="agents-open-title">
      <h2 id="agents-open-title" className="panel__title">
        {t('agents.openTitle')}
      </h2>
      <p className="agents-muted">{t('agents.openIntro')}</p>
      <form
        className="agents-form"
        onSubmit={(event) => {
          event.preventDefault();
          register.mutate(
            { username, password, kind },
            {
              onSuccess: (made) => {
                setDone(made.account);
                setUsername('');
                setPassword('');
              },
              onError: (error) => toast(t(errorMessageKey(error)), { durationMs: 2500 }),
            },
          );
        }}
      >
        <label className="agents-field agents-field--wide">
          <span>{t('agents.username')}</span>
          <input
            className="agents-input"
            value={username}
            autoComplete="off"
            maxLength={16}
            onChange={(e) => setUsername(e.target.value)}
          />
          <small className="agents-muted">{t('agents.usernameRule')}</small>
        </label>
        <label className="agents-field agents-field--wide">
          <span>{t('agents.firstPassword')}</span>
          <input
            className="agents-input"
            type="password"
            value={password}
            autoComplete="new-password"
            maxLength={32}
            onChange={(e) => setPassword(e.target.value)}
          />
          <small className="agents-muted">{t('agents.passwordRule')}</small>
        </label>
        <fieldset className="agents-field agents-field--wide agents-kind">
          <legend>{t('agents.kind')}</legend>
          {(['PLAYER', 'AGENT'] as const).map((k) => (
            <label key={k}>
              <input type="radio" name="kind" checked={kind === k} onChange={() => setKind(k)} />{' '}
              {k === 'AGENT' ? t('agents.isAgent') : t('agents.isPlayer')}
            </label>
          ))}
        </fieldset>
        <BusyButton
          type="submit"
          className="btn btn--primary agents-field--wide"
          isBusy={register.isPending}
          disabled={!isValid}
        >
          {t('agents.open')}
        </BusyButton>
      </form>
      {done && (
        <p role="status" className="agents-done">
          {t('agents.opened', { account: done })}
        </p>
      )}
    </section>
  );
}
