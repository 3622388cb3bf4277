import { RG_MAX_TIME_OUT_DAYS, type RgExclusionBody } from '@ficha/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMessageText } from '@/components/form';
import { Modal } from '@/components/modal';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { endSession } from '@/features/session';
import { refusalMessage } from '@/lib/form';
import { useTakeExclusion } from '../api/rg';

const TIME_OUTS = [1, 7, 30] as const;
const SELF_EXCLUSIONS = ['6M', '1Y', 'INDEFINITE'] as const;

/**
 * A time-out (24 hours, a week, a month, or any number of days up to six weeks) or a
 * self-exclusion (6 months, a year, indefinite), asked once more before it starts: the session
 * ends at once and the member cannot log in until it ends.
 */
export function ExclusionCard() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const messageText = useMessageText();
  const take = useTakeExclusion();
  const [days, setDays] = useState('1');
  const [asked, setAsked] = useState<RgExclusionBody | undefined>();
  const [error, setError] = useState<string | undefined>();

  const customDays = Number(days);
  const validDays = Number.isInteger(customDays) && customDays >= 1 && customDays <= RG_MAX_TIME_OUT_DAYS;

  const start = async () => {
    if (!asked) return;
    try {
      const view = await take.mutateAsync(asked);
      setAsked(undefined);
      await endSession(queryClient);
      const until = view.endsAt
        ? new Date(view.endsAt).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' })
        : undefined;
      // Long enough to read the date it ends: the player is signed out and cannot come back to it.
      toast(until ? t('rg.excludedUntil', { until }) : t('rg.excludedIndefinitely'), { durationMs: 6000 });
      navigate(paths.home(), { replace: true });
    } catch (failure) {
      setAsked(undefined);
      setError(messageText(refusalMessage(failure)));
    }
  };

  const describe = (body: RgExclusionBody) =>
    body.kind === 'TIME_OUT'
      ? t('rg.timeOutDays', { count: body.days })
      : t(`rg.selfExclusion.${body.period}`);

  return (
    <section className="panel" aria-labelledby="rg-exclusion-title">
      <h2 id="rg-exclusion-title" className="panel__title">
        {t('rg.timeOutTitle')}
      </h2>
      <p className="panel__text">{t('rg.timeOutIntro')}</p>
      <div className="rg-choices">
        {TIME_OUTS.map((d) => (
          <button
            key={d}
            type="button"
            className="btn btn--secondary"
            onClick={() => setAsked({ kind: 'TIME_OUT', days: d })}
          >
            {t(`rg.timeOut.${d}`)}
          </button>
        ))}
      </div>
      <div className="rg-custom">
        <label className="rg-limit">
          <span className="rg-limit__label">{t('rg.timeOutCustom', { max: RG_MAX_TIME_OUT_DAYS })}</span>
          <input
            className="rg-limit__input"
            inputMode="numeric"
            value={days}
            onChange={(e) => setDays(e.target.value)}
            aria-invalid={!validDays}
          />
        </label>
        <button
          type="button"
          className="btn btn--secondary"
          disabled={!validDays}
          onClick={() => setAsked({ kind: 'TIME_OUT', days: customDays })}
        >
          {t('rg.takeTimeOut')}
        </button>
      </div>
      <h2 className="panel__title">{t('rg.selfExclusionTitle')}</h2>
      <p className="panel__text">{t('rg.selfExclusionIntro')}</p>
      <div className="rg-choices">
        {SELF_EXCLUSIONS.map((period) => (
          <button
            key={period}
            type="button"
            className="btn btn--secondary"
            onClick={() => setAsked({ kind: 'SELF_EXCLUSION', period })}
          >
            {t(`rg.selfExclusion.${period}`)}
          </button>
        ))}
      </div>
      {error && (
        <p className="rg-error" role="alert">
          {error}
        </p>
      )}
      <Modal
        open={asked !== undefined}
        onClose={() => setAsked(undefined)}
        variant="dialog"
        label={t('rg.confirmTitle')}
      >
        <div className="rg-dialog">
          <h2 className="panel__title">{t('rg.confirmTitle')}</h2>
          <p>{asked && t('rg.confirmText', { what: describe(asked) })}</p>
          <div className="rg-choices">
            <button type="button" className="btn btn--secondary" onClick={() => setAsked(undefined)}>
              {t('rg.cancel')}
            </button>
            <button type="button" className="btn btn--primary" disabled={take.isPending} onClick={start}>
              {t('rg.confirmStart')}
            </button>
          </div>
        </div>
      </Modal>
    </section>
  );
}
