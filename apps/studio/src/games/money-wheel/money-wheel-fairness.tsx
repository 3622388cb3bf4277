import type { HistoryEntry, WheelResultView } from '@ficha/contract/studio/shared-rounds/protocol';
import { useEffect, useRef, useState } from 'react';
import { useRoundHistory } from '../../shared-rounds/use-round-history.ts';
import { reachesTerminal } from '../../shared-rounds/walk-to-terminal.ts';
import { useText } from '../../shell/text.ts';
import { type ChainVerdict, quickChecks } from './chain-verify.ts';
import { MONEY_WHEEL_TEXT } from './money-wheel-text.ts';
import { LABEL_COLORS } from './wheel-look.ts';
import './money-wheel-fairness.css';

/**
 * The money wheel's fairness panel: the live chain's terminal hash and salt, and the table's
 * recent rounds, each verified here on VERIFY from its published hash alone (chain-verify.ts).
 */
export function MoneyWheelFairness() {
  const t = useText(MONEY_WHEEL_TEXT);
  const { rounds, more, error, loadMore } = useRoundHistory('money-wheel');
  const [verdicts, setVerdicts] = useState<Record<number, ChainVerdict>>({});
  const walk = useRef({ cancelled: false });

  useEffect(() => {
    const signal = { cancelled: false };
    walk.current = signal;
    return () => {
      signal.cancelled = true;
    };
  }, []);

  async function verify(entry: HistoryEntry, older: HistoryEntry | undefined) {
    setVerdicts((v) => ({ ...v, [entry.roundId]: { ...quickChecks(entry, older), terminal: null } }));
    const terminal = await reachesTerminal(entry, walk.current);
    if (walk.current.cancelled) return;
    setVerdicts((v) => ({ ...v, [entry.roundId]: { ...v[entry.roundId]!, terminal } }));
  }

  const chain = rounds?.[0]?.chain;
  return (
    <div className="fair mw-fair">
      <p className="fair__hint">{t('fairIntro')}</p>
      {chain && (
        <dl className="fair__seeds">
          <dt>{t('terminalHash')}</dt>
          <dd className="fair__mono" data-testid="mw-terminal-hash">
            {chain.terminalHash}
          </dd>
          <dt>{t('salt')}</dt>
          <dd className="fair__mono" data-testid="mw-salt">
            {chain.salt}
          </dd>
          <dt>{t('chainLength')}</dt>
          <dd>{chain.length}</dd>
        </dl>
      )}
      <p className="fair__hint">{t('howTo')}</p>
      {error && (
        <p className="fair__error" role="alert">
          {error}
        </p>
      )}
      <h3 className="fair__title">{t('roundsTitle')}</h3>
      {rounds === null ? (
        <p className="fair__hint">{t('loading')}</p>
      ) : rounds.length === 0 ? (
        <p className="fair__hint">{t('noRounds')}</p>
      ) : (
        <ul className="fair__rounds">
          {rounds.map((entry, i) => {
            const result = entry.result as WheelResultView;
            const colors = LABEL_COLORS[result.label as keyof typeof LABEL_COLORS];
            const verdict = verdicts[entry.roundId];
            return (
              <li key={entry.roundId} className="fair__round" data-round={entry.roundId}>
                <div className="fair__round-head">
                  <strong>{t('roundLine', { id: entry.roundId, n: entry.chainRound })}</strong>
                  <span className="mw-dot" style={{ background: colors.fill, color: colors.ink }}>
                    {result.label}
                    {result.boost?.label === result.label && <sup>×{result.boost.factor}</sup>}
                  </span>
                </div>
                <div className="fair__mono mw-fair__hash">
                  {t('roundHash')}: {entry.hash}
                </div>
                {verdict ? (
                  <RoundVerdict verdict={verdict} entry={entry} />
                ) : (
                  <button
                    type="button"
                    className="studio-button studio-button--small"
                    onClick={() => void verify(entry, rounds[i + 1])}
                  >
                    {t('verify')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {more && rounds && (
        <button type="button" className="studio-button studio-button--ghost" onClick={loadMore}>
          {t('more')}
        </button>
      )}
    </div>
  );
}

function RoundVerdict({ verdict, entry }: { verdict: ChainVerdict; entry: HistoryEntry }) {
  const t = useText(MONEY_WHEEL_TEXT);
  const result = entry.result as WheelResultView;
  const done = verdict.terminal !== null;
  const ok = verdict.link && verdict.result && verdict.terminal === true;
  const mark = (passed: boolean | null) => (passed === null ? '…' : passed ? '✓' : '✗');
  return (
    <div className="mw-verdict" data-testid="mw-verdict">
      <ul className="mw-verdict__checks">
        <li data-ok={verdict.link}>
          {mark(verdict.link)} {t('checkLink')}
        </li>
        <li data-ok={verdict.result}>
          {mark(verdict.result)} {t('checkResult', { segment: result.segment, label: result.label })}
        </li>
        <li data-ok={verdict.terminal ?? undefined}>
          {mark(verdict.terminal)} {t('checkTerminal', { n: entry.chainRound })}
        </li>
      </ul>
      <p className={done ? (ok ? 'fair__ok' : 'fair__bad') : 'fair__hint'} role="status">
        {done ? (ok ? t('verified') : t('mismatch')) : t('verifying')}
      </p>
    </div>
  );
}
