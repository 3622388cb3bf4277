import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '@/components/form';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/form';
import { useSetRealityCheck } from '../api/rg';

const CHOICES = [1, 15, 30, 60, 120] as const;

/** The reality check's interval: a reminder every N minutes of play, or none. */
export function RealityCheckCard({ minutes }: { minutes: number | null }) {
  const { t } = useTranslation();
  const toast = useToast();
  const messageText = useMessageText();
  const save = useSetRealityCheck();
  const [chosen, setChosen] = useState(minutes === null ? '' : String(minutes));
  const [error, setError] = useState<string | undefined>();

  const submit = async () => {
    setError(undefined);
    try {
      await save.mutateAsync(chosen === '' ? null : Number(chosen));
      toast(t('rg.realityCheckSaved'));
    } catch (failure) {
      setError(messageText(refusalMessage(failure)));
    }
  };

  return (
    <section className="panel" aria-labelledby="rg-reality-title">
      <h2 id="rg-reality-title" className="panel__title">
        {t('rg.realityCheckTitle')}
      </h2>
      <p className="panel__text">{t('rg.realityCheckIntro')}</p>
      <div className="rg-custom">
        <label className="rg-limit">
          <span className="rg-limit__label">{t('rg.realityCheckEvery')}</span>
          <select className="rg-limit__input" value={chosen} onChange={(e) => setChosen(e.target.value)}>
            <option value="">{t('rg.realityCheckOff')}</option>
            {CHOICES.map((m) => (
              <option key={m} value={String(m)}>
                {t('rg.minutes', { count: m })}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn btn--primary" disabled={save.isPending} onClick={submit}>
          {t('rg.saveRealityCheck')}
        </button>
      </div>
      {error && (
        <p className="rg-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
