import type { CrashResult, HistoryEntry } from '@ficha/contract/studio/shared-rounds/protocol';
import { useState } from 'react';
import { ChainFairness } from '../../shared-rounds/chain-fairness.tsx';
import { useFormat } from '../../shell/studio-context.tsx';
import { useText } from '../../shell/text.ts';
import { crashTier, multiplierText } from './crash-format.ts';
import { CRASH_TEXT } from './crash-text.ts';
import { type RoundCheck, verifyCrashRound } from './crash-verify.ts';
import './crash-fairness.css';

type Verdict = 'running' | RoundCheck;

/** The fairness panel of crash: the hash chain's commitment and the ended rounds, verified here on request. */
export function CrashFairness() {
  const format = useFormat();
  const t = useText(CRASH_TEXT);
  return (
    <ChainFairness
      slug="crash"
      className="crash-fair"
      testId="crash"
      t={t}
      lengthText={(length) => length.toLocaleString(format.locale)}
      renderRound={(entry, older) => <FairRound key={entry.roundId} entry={entry} older={older} />}
    />
  );
}

/** One ended round, verified in the browser on request (crash-verify.ts). */
function FairRound({ entry, older }: { entry: HistoryEntry; older: HistoryEntry | undefined }) {
  const format = useFormat();
  const t = useText(CRASH_TEXT);
  const [verdict, setVerdict] = useState<Verdict>();

  async function onVerify() {
    setVerdict('running');
    setVerdict(await verifyCrashRound(entry, older));
  }
  const crashE2 = (entry.result as CrashResult).crashE2;
  return (
    <li className="fair__round" data-round={entry.roundId}>
      <div className="fair__round-head">
        <strong>{t('fairRound', { round: entry.roundId, n: entry.chainRound })}</strong>
        <span className={`crash__chip crash__chip--${crashTier(crashE2)}`}>
          {multiplierText(crashE2, format)}
        </span>
      </div>
      <small className="fair__mono">
        {t('hash')}: {entry.hash}
      </small>
      {verdict === undefined ? (
        <button type="button" className="studio-button studio-button--small" onClick={() => void onVerify()}>
          {t('verify')}
        </button>
      ) : verdict === 'running' ? (
        <p className="fair__hint" role="status">
          {t('verifying')}
        </p>
      ) : (
        <div className="crash-fair__checks">
          <ul>
            <Check ok={verdict.linked} text={t('checkLink')} />
            {verdict.neighbour !== null && <Check ok={verdict.neighbour} text={t('checkNeighbour')} />}
            <Check
              ok={verdict.crashMatches}
              text={t('checkCrash', { at: multiplierText(verdict.crashE2, format) })}
            />
            <Check ok={verdict.reachesTerminal} text={t('checkTerminal', { n: entry.chainRound })} />
          </ul>
          <p className={verdict.ok ? 'fair__ok' : 'fair__bad'} role="status">
            {verdict.ok ? `✓ ${t('verified')}` : `✗ ${t('mismatch')}`}
          </p>
        </div>
      )}
    </li>
  );
}

function Check({ ok, text }: { ok: boolean; text: string }) {
  return <li className={ok ? 'fair__ok' : 'fair__bad'}>{`${ok ? '✓' : '✗'} ${text}`}</li>;
}
