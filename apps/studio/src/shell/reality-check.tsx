import type { RgRealityCheck } from '@ficha/contract';
import { useEffect, useState } from 'react';
import { studioApi } from '../lib/studio-api.ts';
import './reality-check.css';
import { useFormat } from './studio-context.tsx';
import { SHELL_TEXT, useText } from './text.ts';

/** Until the next reminder (at least 5 s, at most a minute, so a change on the site is seen). */
function delayUntil(check: RgRealityCheck | undefined): number {
  if (!check?.nextCheckAt || check.intervalMinutes === null) return 60_000;
  return Math.min(60_000, Math.max(5_000, Date.parse(check.nextCheckAt) - Date.now() + 500));
}

/**
 * The reality check inside a studio game (issue 19 part 3): the server says when the member's next
 * reminder is due; when it is, the game shows the time played and the session's net result, with
 * "continue" and "stop" (which ends the session: no new round is taken after it).
 */
export function RealityCheck() {
  const t = useText(SHELL_TEXT);
  const format = useFormat();
  const [check, setCheck] = useState<RgRealityCheck | undefined>();
  const [stopped, setStopped] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (stopped || check?.due) return;
    let cancelled = false;
    const timer = window.setTimeout(
      () => {
        studioApi<RgRealityCheck>('GET', 'reality-check')
          .then((next) => !cancelled && setCheck(next))
          // A failed read (the session ended, the network) asks again at the next turn.
          .catch(() => !cancelled && setCheck((c) => (c ? { ...c } : c)));
      },
      check === undefined ? 0 : delayUntil(check),
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [check, stopped]);

  const answer = async (choice: 'CONTINUE' | 'STOP') => {
    setBusy(true);
    try {
      await studioApi('POST', 'reality-check/answer', { choice });
      if (choice === 'STOP') setStopped(true);
      setCheck(choice === 'STOP' ? undefined : await studioApi<RgRealityCheck>('GET', 'reality-check'));
    } finally {
      setBusy(false);
    }
  };

  if (stopped)
    return (
      <div className="reality-check" role="alertdialog" aria-label={t('realityTitle')}>
        <div className="reality-check__box">
          <p>{t('realityStopped')}</p>
        </div>
      </div>
    );
  if (!check?.due) return null;
  const lost = check.net.startsWith('-');
  const net = format.money(lost ? check.net.slice(1) : check.net);
  return (
    <div className="reality-check" role="alertdialog" aria-label={t('realityTitle')}>
      <div className="reality-check__box">
        <h2>{t('realityTitle')}</h2>
        <p>{t('realityPlayed', { minutes: check.minutesPlayed })}</p>
        <p>{lost ? t('realityLost', { amount: net }) : t('realityWon', { amount: net })}</p>
        <div className="reality-check__actions">
          <button
            type="button"
            className="studio-button studio-button--ghost"
            disabled={busy}
            onClick={() => answer('STOP')}
          >
            {t('realityStop')}
          </button>
          <button type="button" className="studio-button" disabled={busy} onClick={() => answer('CONTINUE')}>
            {t('realityContinue')}
          </button>
        </div>
      </div>
    </div>
  );
}
