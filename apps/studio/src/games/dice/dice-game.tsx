import type { DiceAnswer } from '@ficha/contract/studio/dice';
import {
  DICE_MAX_TARGET,
  DICE_MIN_TARGET,
  DICE_ROLLS,
  type DiceParams,
  dicePayoutE4,
  diceWinningRolls,
} from '@ficha/games/dice/dice-rules';
import { useEffect, useRef, useState } from 'react';
import { StudioApiError, studioApi } from '../../lib/studio-api.ts';
import { ErrorNote } from '../../shell/error-note.tsx';
import { StakeField } from '../../shell/stake-field.tsx';
import { useFormat, useStudio } from '../../shell/studio-context.tsx';
import { useText } from '../../shell/text.ts';
import { DICE_TEXT } from './dice-text.ts';
import './dice.css';

const ROLL_ANIMATION_MS = 650;

/** Dice: slide the target, pick under or over, roll. The number spins up to the drawn roll. */
export function DiceGame() {
  const { session, setBalance, countRound } = useStudio();
  const format = useFormat();
  const t = useText(DICE_TEXT);
  const [stake, setStake] = useState(session.game.minBet === '0.10' ? '1.00' : session.game.minBet);
  const [params, setParams] = useState<DiceParams>({ target: 5_000, direction: 'under' });
  const [shown, setShown] = useState<number | null>(null);
  const [last, setLast] = useState<DiceAnswer | null>(null);
  const [history, setHistory] = useState<DiceAnswer[]>([]);
  const [rolling, setRolling] = useState(false);
  const [error, setError] = useState('');
  const frame = useRef(0);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const payoutE4 = dicePayoutE4(params);
  const chance = (diceWinningRolls(params) / DICE_ROLLS) * 100;

  function animateTo(answer: DiceAnswer, done: () => void) {
    const started = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, (now - started) / ROLL_ANIMATION_MS);
      if (progress < 1) {
        setShown(Math.floor(Math.random() * DICE_ROLLS));
        frame.current = requestAnimationFrame(tick);
      } else {
        setShown(answer.outcome.roll);
        done();
      }
    };
    frame.current = requestAnimationFrame(tick);
  }

  async function roll() {
    setRolling(true);
    setError('');
    setLast(null);
    try {
      const answer = await studioApi<DiceAnswer>('POST', 'dice/play', { stake, ...params });
      countRound(answer.nonce);
      animateTo(answer, () => {
        setLast(answer);
        setBalance(answer.balance);
        setHistory((h) => [answer, ...h].slice(0, 12));
        setRolling(false);
      });
    } catch (e) {
      setError(e instanceof StudioApiError ? e.message : String(e));
      setRolling(false);
    }
  }

  const winFrom = params.direction === 'under' ? 0 : params.target / 100;
  const winTo = params.direction === 'under' ? params.target / 100 : 100;

  return (
    <div className="dice">
      <ol className="dice__history" aria-label="history">
        {history.map((h) => (
          <li key={h.roundId} className={h.outcome.won ? 'is-win' : 'is-loss'}>
            {format.number(h.outcome.roll / 100, 2)}
          </li>
        ))}
      </ol>
      <div
        className={`dice__result ${last ? (last.outcome.won ? 'is-win' : 'is-loss') : ''}`}
        data-testid="dice-result"
        aria-live="polite"
      >
        {shown === null ? '--' : format.number(shown / 100, 2)}
      </div>
      <p className="dice__verdict" role="status">
        {last && (last.outcome.won ? t('won', { win: format.money(last.win) }) : t('lost'))}
      </p>
      <div className="dice__track" aria-hidden="true">
        <span className="dice__zone" style={{ left: `${winFrom}%`, width: `${winTo - winFrom}%` }} />
        {shown !== null && <span className="dice__marker" style={{ left: `${shown / 100}%` }} />}
      </div>
      <label className="dice__slider">
        <span>
          {t('target')} <strong>{format.number(params.target / 100, 2)}</strong>
        </span>
        <input
          type="range"
          min={DICE_MIN_TARGET}
          max={DICE_MAX_TARGET}
          step={25}
          value={params.target}
          disabled={rolling}
          onChange={(e) => setParams((p) => ({ ...p, target: Number(e.target.value) }))}
        />
      </label>
      <div className="dice__sides">
        {(['under', 'over'] as const).map((direction) => (
          <button
            key={direction}
            type="button"
            aria-pressed={params.direction === direction}
            disabled={rolling}
            onClick={() => setParams((p) => ({ ...p, direction }))}
          >
            {t(direction)}
          </button>
        ))}
      </div>
      <dl className="dice__odds">
        <div>
          <dt>{t('multiplier')}</dt>
          <dd data-testid="dice-multiplier">{format.number(payoutE4 / 10_000, 4)}×</dd>
        </div>
        <div>
          <dt>{t('chance')}</dt>
          <dd>{format.number(chance, 2)}%</dd>
        </div>
      </dl>
      <StakeField value={stake} onChange={setStake} disabled={rolling} />
      <ErrorNote error={error} />
      <button
        type="button"
        className="studio-button studio-button--play"
        onClick={() => void roll()}
        disabled={rolling}
      >
        {rolling ? t('rolling') : t('roll')}
      </button>
    </div>
  );
}
