import { formatMinor, parseAmount } from '@ficha/contract';
import type { WheelResultView } from '@ficha/contract/studio/shared-rounds/protocol';
import { WHEEL_LABELS, type WheelLabel } from '@ficha/games/money-wheel/wheel';
import { type CSSProperties, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { studioSessionId } from '../../lib/studio-api.ts';
import { ErrorNote } from '../../shell/error-note.tsx';
import { useFormat, useStudio } from '../../shell/studio-context.tsx';
import { useText } from '../../shell/text.ts';
import { BetBoard, type BoardCell, ChipRack } from './bet-board.tsx';
import { HistoryStrip } from './history-strip.tsx';
import { LiveBets } from './live-bets.tsx';
import { MONEY_WHEEL_TEXT } from './money-wheel-text.ts';
import { chipValues, LABEL_COLORS, usePrefersReducedMotion } from './wheel-look.ts';
import { boostShownAt, type TablePhase, tablePhase } from './wheel-motion.ts';
import { WheelStage } from './wheel-stage.tsx';
import { MoneyWheelTable, type TableBet } from './wheel-table.ts';
import './money-wheel.css';

/** How often the countdown and the phase are looked at again (the wheel has its own frames). */
const TICK_MS = 200;
const NOTICE_MS = 6_000;

function socketUrl(language: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const session = encodeURIComponent(studioSessionId());
  return `${scheme}//${window.location.host}/studio/ws/money-wheel?session=${session}&lang=${language}`;
}

function useServerNow(now: () => number): number {
  const [time, setTime] = useState(now);
  useEffect(() => {
    // Nothing is drawn while the page is hidden; the next visible tick catches up.
    const id = setInterval(() => {
      if (!document.hidden) setTime(now());
    }, TICK_MS);
    return () => clearInterval(id);
  }, [now]);
  return time;
}

const sumOf = (bets: TableBet[]) => bets.reduce((sum, bet) => sum + parseAmount(bet.amount)!, 0n);

/** The money wheel: one spin every few seconds for everyone at the table, bets on the six labels. */
export function MoneyWheelGame() {
  const { language, setBalance } = useStudio();
  const format = useFormat();
  const t = useText(MONEY_WHEEL_TEXT);
  const reducedMotion = usePrefersReducedMotion();
  const [table] = useState(
    () =>
      new MoneyWheelTable({
        url: socketUrl(language),
        onBalance: setBalance,
        lostBetText: MONEY_WHEEL_TEXT[language].lostBet,
      }),
  );
  useEffect(() => {
    table.start();
    return () => table.stop();
  }, [table]);

  const state = useSyncExternalStore(table.subscribe, table.getState);
  const now = useServerNow(table.now);
  const { round, limits, status } = state;
  const phase: TablePhase = status === 'connecting' ? 'waiting' : tablePhase(round, now);
  const result = (round?.result ?? null) as WheelResultView | null;
  const boostAt = boostShownAt(round);
  const reelStopped = result !== null && boostAt !== null && now >= boostAt;
  const boost = reelStopped ? result.boost : null;
  const landed = phase === 'result' && result ? (result.label as WheelLabel) : null;

  const chips = useMemo(() => (limits ? chipValues(limits.minBet, limits.maxBet) : []), [limits]);
  const [chosenChip, setChosenChip] = useState<bigint | null>(null);
  const chip = chosenChip !== null && chips.includes(chosenChip) ? chosenChip : (chips[1] ?? chips[0] ?? 0n);

  const [hint, setHint] = useState<{ text: string; at: number } | null>(null);
  const notice = [state.notice, hint].filter((n) => n !== null).sort((a, b) => b.at - a.at)[0] ?? null;
  useEffect(() => {
    // The message that ended the session stays: nothing more can happen at this table.
    if (!notice || status === 'ended') return;
    const id = setTimeout(() => {
      setHint(null);
      table.dismissNotice();
    }, NOTICE_MS);
    return () => clearTimeout(id);
  }, [notice, table, status]);

  const roundBets = state.mine.filter((bet) => bet.roundId === round?.roundId);
  const cells = Object.fromEntries(
    WHEEL_LABELS.map((label): [WheelLabel, BoardCell] => {
      const on = roundBets.filter((bet) => bet.label === label);
      return [
        label,
        {
          placed: sumOf(on.filter((bet) => bet.status === 'placed' || bet.status === 'settled')),
          sending: sumOf(on.filter((bet) => bet.status === 'queued' || bet.status === 'sending')),
          staged: table.stagedOn(label),
        },
      ];
    }),
  ) as Record<WheelLabel, BoardCell>;
  const stagedTotal = state.staged.reduce((sum, c) => sum + c.amount, 0n);
  const sending = roundBets.some((bet) => bet.status === 'queued' || bet.status === 'sending');
  const money = format.money;

  function bet(label: WheelLabel) {
    if (!limits || chip === 0n) return;
    const refusal = table.stage(label, chip);
    if (refusal === 'overMax') setHint({ text: t('overMax', { max: money(limits.maxBet) }), at: Date.now() });
    if (refusal === 'tooMany')
      setHint({ text: t('tooMany', { max: limits.maxBetsPerRound }), at: Date.now() });
  }

  function place() {
    if (!table.place()) setHint({ text: t('closedNow'), at: Date.now() });
  }

  const closesIn = round ? Math.max(0, round.startsAt - now) : 0;
  const seconds = Math.ceil(closesIn / 1000);
  const statusText =
    status === 'connecting'
      ? t('connecting')
      : phase === 'betting'
        ? t('phaseBetting')
        : phase === 'closed'
          ? t('phaseClosed')
          : phase === 'spinning'
            ? t('phaseSpinning')
            : phase === 'result'
              ? t('phaseResult')
              : t('phaseWaiting');

  return (
    <div className="mw" data-testid="money-wheel">
      {status === 'reconnecting' && (
        <p className="mw-connection" role="status">
          {t('reconnecting')}
        </p>
      )}
      <HistoryStrip history={state.history} />
      <WheelStage
        round={round}
        history={state.history}
        now={table.now}
        reducedMotion={reducedMotion}
        phase={phase}
        hub={
          phase === 'betting' ? (
            <span className="mw-hub__count">{seconds}</span>
          ) : landed ? (
            <span className="mw-hub__label" style={{ color: LABEL_COLORS[landed].fill }}>
              {landed}
            </span>
          ) : null
        }
      >
        {phase === 'result' && result && round && (
          <ResultBanner roundId={round.roundId} result={result} bets={roundBets} money={money} />
        )}
      </WheelStage>

      <div
        className="mw-status"
        data-testid="mw-status"
        data-phase={phase}
        data-closes-in={Math.round(closesIn)}
      >
        <span className="mw-status__text">{statusText}</span>
        {phase === 'betting' && <span className="mw-status__count">{t('seconds', { s: seconds })}</span>}
        {phase === 'spinning' && reelStopped && (
          <span className="mw-status__count" data-testid="mw-boost">
            {boost ? t('boostOn', { label: boost.label, odds: boost.label * boost.factor }) : t('noBoost')}
          </span>
        )}
        {phase === 'result' && round?.nextAt && (
          <span className="mw-status__count">
            {t('nextIn', { s: Math.ceil(Math.max(0, round.nextAt - now) / 1000) })}
          </span>
        )}
        <span
          className="mw-status__bar"
          style={{
            transform: `scaleX(${phase === 'betting' && state.bettingWindowMs > 0 ? Math.min(1, closesIn / state.bettingWindowMs) : 0})`,
          }}
        />
      </div>
      <BetBoard cells={cells} boost={phase === 'betting' ? null : boost} landed={landed} onBet={bet} />
      <ChipRack chips={chips} chosen={chip} onChoose={setChosenChip} />
      <div className="mw-actions">
        <IconAction
          label={t('undo')}
          icon="M9 5 4 10l5 5M4 10h10a5 5 0 0 1 0 10h-3"
          onClick={() => table.undo()}
          disabled={state.staged.length === 0}
        />
        <IconAction
          label={t('clear')}
          icon="M6 6l12 12M18 6 6 18"
          onClick={() => table.clear()}
          disabled={state.staged.length === 0}
        />
        <button
          type="button"
          className="studio-button studio-button--play mw-place"
          data-testid="mw-place"
          onClick={place}
          disabled={stagedTotal === 0n || phase !== 'betting' || status !== 'open' || sending}
        >
          {sending
            ? t('sending')
            : stagedTotal > 0n
              ? t('place', { amount: money(formatMinor(stagedTotal)) })
              : t('pickLabel')}
        </button>
      </div>
      <ErrorNote error={notice?.text ?? null} className="studio-error mw-notice" />
      <LiveBets bets={state.bets} result={phase === 'result' ? result : null} />
    </div>
  );
}

/** The result over the wheel: the label it stopped on, the boost if it hit, and this player's win. */
function ResultBanner({
  roundId,
  result,
  bets,
  money,
}: {
  roundId: number;
  result: WheelResultView;
  bets: TableBet[];
  money: (amount: string) => string;
}) {
  const t = useText(MONEY_WHEEL_TEXT);
  const colors = LABEL_COLORS[result.label as WheelLabel];
  const boosted = result.boost?.label === result.label ? result.boost.factor : null;
  const open = bets.some((bet) => bet.status !== 'settled' && bet.status !== 'refunded');
  const win = bets.reduce((sum, bet) => sum + (bet.win ? parseAmount(bet.win)! : 0n), 0n);
  const outcome =
    bets.length === 0
      ? null
      : open
        ? { kind: 'paying', text: t('paying') }
        : bets.every((bet) => bet.status === 'refunded')
          ? { kind: 'refunded', text: t('refunded') }
          : win > 0n
            ? { kind: 'won', text: t('won', { win: money(formatMinor(win)) }) }
            : { kind: 'lost', text: t('lost') };
  return (
    <div
      className="mw-banner"
      data-testid="mw-banner"
      data-round={roundId}
      data-outcome={outcome?.kind ?? 'none'}
      role="status"
      style={{ '--label': colors.fill, '--ink': colors.ink } as CSSProperties}
    >
      <strong className="mw-banner__label">
        {t('landed', { label: result.label })}
        {boosted !== null && <span className="mw-banner__boost">×{boosted}</span>}
      </strong>
      {outcome && <span className={`mw-banner__money is-${outcome.kind}`}>{outcome.text}</span>}
    </div>
  );
}

/** A bet action drawn as an icon (undo, clear), named by its label. */
function IconAction({
  label,
  icon,
  onClick,
  disabled,
}: {
  label: string;
  /** The icon's SVG path on a 24 x 24 box. */
  icon: string;
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <button
      type="button"
      className="mw-action"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d={icon} />
      </svg>
    </button>
  );
}
