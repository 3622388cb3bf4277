import type { HistoryEntry, WheelResultView } from '@ficha/contract/studio/shared-rounds/protocol';
import { useEffect, useRef, useState } from 'react';
import { ChainFairness } from '../../shared-rounds/chain-fairness.tsx';
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
  return (
    <ChainFairness
      slug="money-wheel"
      className="mw-fair"
      testId="mw"
      t={t}
      lengthText={String}
      renderRound={(entry, older) => <FairRound key={entry.roundId} entry={entry} older={older} />}
    />
  );
}

/** One ended round with its segment and boost; VERIFY checks its link, result and chain. */
function FairRound({ entry, older }: { entry: HistoryEntry; older: HistoryEntry | undefined }) {
  const t = useText(MONEY_WHEEL_TEXT);
  const [verdict, setVerdict] = useState<ChainVerdict>();
  const walk = useRef({ cancelled: false });

  useEffect(() => {
    const signal = { cancelled: false };
    walk.current = signal;
    return () => {
      signal.cancelled = true;
    };
  }, []);

  async function verify() {
    const quick = { ...quickChecks(entry, older), terminal: null };
    setVerdict(quick);
    const terminal = await reachesTerminal(entry, walk.current);
    if (walk.current.cancelled) return;
    setVerdict((v) => ({ ...(v ?? quick), terminal }));
  }

  const result = entry.result as WheelResultView;
  const colors = LABEL_COLORS[result.label as keyof typeof LABEL_COLORS];
  return (
    <li className="fair__round" data-round={entry.roundId}>
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
        <button type="button" className="studio-button studio-button--small" onClick={() => void verify()}>
          {t('verify')}
        </button>
      )}
    </li>
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
