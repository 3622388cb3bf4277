import type { RotatedSeeds } from '@ficha/contract/studio/fairness';
import type { RoundPage } from '@ficha/contract/studio/rounds';
import { CLIENT_SEED_PATTERN } from '@ficha/games/fairness';
import { useCallback, useEffect, useState } from 'react';
import type { PastRound, SeededGameModule } from '../games/game-module.ts';
import { StudioApiError, studioApi } from '../lib/studio-api.ts';
import { ErrorNote } from './error-note.tsx';
import { FairRoundList } from './fair-round-list.tsx';
import { useFormat, useStudio } from './studio-context.tsx';
import { SHELL_TEXT, useText } from './text.ts';
import { type Verdict, verifyRound } from './verify-round.ts';

const PAGE_SIZE = 20;

/**
 * The fairness panel (issue 6 part 1): the committed hash of the secret server seed, the player's
 * client seed and the nonce; rotation reveals the seed; every revealed round can be verified here.
 */
export function FairnessPanel({ module }: { module: SeededGameModule }) {
  const { fairness, setFairness } = useStudio();
  const format = useFormat();
  const t = useText(SHELL_TEXT);
  const [clientSeed, setClientSeed] = useState(fairness.clientSeed);
  const [revealed, setRevealed] = useState<{ serverSeed: string; serverSeedHash: string } | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [rounds, setRounds] = useState<PastRound[] | null>(null);
  const [page, setPage] = useState({ pageNo: 0, totalPages: 1 });
  const [verdicts, setVerdicts] = useState<Record<string, Verdict>>({});

  const loadPage = useCallback(async (pageNo: number) => {
    try {
      const answer = await studioApi<RoundPage>('GET', `rounds?pageNo=${pageNo}&pageSize=${PAGE_SIZE}`);
      setRounds((prev) => (pageNo === 1 ? answer.list : [...(prev ?? []), ...answer.list]));
      setPage({ pageNo: answer.pageNo, totalPages: answer.totalPages });
    } catch (e) {
      setError(e instanceof StudioApiError ? e.message : String(e));
    }
  }, []);

  useEffect(() => {
    void loadPage(1);
  }, [loadPage]);

  async function rotate() {
    setBusy(true);
    setError('');
    try {
      const answer = await studioApi<RotatedSeeds>(
        'POST',
        'fairness/rotate',
        clientSeed && clientSeed !== fairness.clientSeed ? { clientSeed } : {},
      );
      setRevealed(answer.revealed);
      setFairness(answer.active);
      setClientSeed(answer.active.clientSeed);
      setVerdicts({});
      await loadPage(1);
    } catch (e) {
      setError(e instanceof StudioApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  const seedValid = CLIENT_SEED_PATTERN.test(clientSeed);

  return (
    <div className="fair">
      <p className="fair__hint">{t('rotateHint')}</p>
      <dl className="fair__seeds">
        <dt>{t('serverSeedHash')}</dt>
        <dd className="fair__mono" data-testid="server-seed-hash">
          {fairness.serverSeedHash}
        </dd>
        <dt>
          <label htmlFor="client-seed">{t('clientSeed')}</label>
        </dt>
        <dd>
          <input
            id="client-seed"
            className="fair__input"
            value={clientSeed}
            maxLength={64}
            onChange={(e) => setClientSeed(e.target.value.trim())}
            aria-invalid={!seedValid}
          />
        </dd>
        <dt>{t('nonce')}</dt>
        <dd data-testid="nonce">{fairness.nonce}</dd>
      </dl>
      <button
        type="button"
        className="studio-button"
        onClick={() => void rotate()}
        disabled={busy || !seedValid}
      >
        {t('rotate')}
      </button>
      <ErrorNote error={error} className="fair__error" />
      {revealed && (
        <dl className="fair__seeds fair__revealed">
          <dt>{t('revealed')}</dt>
          <dd className="fair__mono" data-testid="revealed-seed">
            {revealed.serverSeed}
          </dd>
        </dl>
      )}
      <p className="fair__hint">{t('howToVerify')}</p>
      <FairRoundList
        title={t('history')}
        t={t}
        rounds={rounds}
        onMore={page.pageNo < page.totalPages ? () => void loadPage(page.pageNo + 1) : null}
      >
        {(round) => {
          const verdict = verdicts[round.roundId];
          return (
            <li key={round.roundId} className="fair__round" data-round={round.roundId}>
              <div className="fair__round-head">
                <strong>{module.summary(round, format)}</strong>
                <small>#{round.nonce}</small>
              </div>
              <div className="fair__round-money">
                {t('stakeWin', {
                  stake: format.money(round.stake),
                  win: format.money(round.win),
                })}
              </div>
              {round.serverSeed === null ? (
                <small className="fair__hint">{t('hidden')}</small>
              ) : verdict ? (
                <p className={verdict.ok ? 'fair__ok' : 'fair__bad'} role="status">
                  {verdict.ok ? `✓ ${t('verified')}` : `✗ ${t('mismatch')}`}
                </p>
              ) : (
                <button
                  type="button"
                  className="studio-button studio-button--small"
                  onClick={() =>
                    setVerdicts((v) => ({
                      ...v,
                      [round.roundId]: verifyRound(module, round as PastRound & { serverSeed: string }),
                    }))
                  }
                >
                  {t('verify')}
                </button>
              )}
            </li>
          );
        }}
      </FairRoundList>
    </div>
  );
}
