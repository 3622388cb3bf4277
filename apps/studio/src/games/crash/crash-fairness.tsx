import type { CrashResult, HistoryEntry } from '@ficha/contract/studio/shared-rounds/protocol';
import { useState } from 'react';
import { useRoundHistory } from '../../shared-rounds/use-round-history.ts';
import { useFormat } from '../../shell/studio-context.tsx';
import { useText } from '../../shell/text.ts';
import { crashTier, multiplierText } from './crash-format.ts';
import { CRASH_TEXT } from './crash-text.ts';
import { type RoundCheck, verifyCrashRound } from './crash-verify.ts';
import './crash-fairness.css';

type Verdict = 'running' | RoundCheck;

/**
 * The fairness panel of crash: the hash chain's commitment (terminal hash and salt, published
 * before its first round) and the ended rounds, each verified here in the browser on request.
 */
export function CrashFairness() {
  const format = useFormat();
  const t = useText(CRASH_TEXT);
  const { rounds, more, error, loadMore } = useRoundHistory('crash');
  const [verdicts, setVerdicts] = useState<Record<number, Verdict>>({});

  async function verify(index: number) {
    const list = rounds!;
    const entry = list[index]!;
    setVerdicts((v) => ({ ...v, [entry.roundId]: 'running' }));
    const check = await verifyCrashRound(entry, list[index + 1]);
    setVerdicts((v) => ({ ...v, [entry.roundId]: check }));
  }

  const chain = rounds?.[0]?.chain;
  return (
    <div className="fair crash-fair">
      <p className="fair__hint">{t('fairIntro')}</p>
      {chain && (
        <dl className="fair__seeds">
          <dt>{t('terminalHash')}</dt>
          <dd className="fair__mono" data-testid="crash-terminal-hash">
            {chain.terminalHash}
          </dd>
          <dt>{t('salt')}</dt>
          <dd className="fair__mono">{chain.salt}</dd>
          <dt>{t('chainLength')}</dt>
          <dd>{chain.length.toLocaleString(format.locale)}</dd>
        </dl>
      )}
      <p className="fair__hint">{t('fairFormula')}</p>
      {error && (
        <p className="fair__error" role="alert">
          {error}
        </p>
      )}
      <h3 className="fair__title">{t('fairRounds')}</h3>
      {rounds === null ? (
        !error && <p className="fair__hint">{t('loading')}</p>
      ) : rounds.length === 0 ? (
        <p className="fair__hint">{t('noHistory')}</p>
      ) : (
        <ul className="fair__rounds">
          {rounds.map((entry, index) => (
            <FairRound
              key={entry.roundId}
              entry={entry}
              verdict={verdicts[entry.roundId]}
              onVerify={() => void verify(index)}
            />
          ))}
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

function FairRound({
  entry,
  verdict,
  onVerify,
}: {
  entry: HistoryEntry;
  verdict: Verdict | undefined;
  onVerify: () => void;
}) {
  const format = useFormat();
  const t = useText(CRASH_TEXT);
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
        <button type="button" className="studio-button studio-button--small" onClick={onVerify}>
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
