import type { RefObject } from 'react';
import { useState } from 'react';
import { parseAmount, type StudioFormat } from '../../lib/money.ts';
import { ErrorNote } from '../../shell/error-note.tsx';
import { StakeField } from '../../shell/stake-field.tsx';
import { useFormat, useStudio } from '../../shell/studio-context.tsx';
import { useText } from '../../shell/text.ts';
import type { FlightPhase } from './crash-flight.ts';
import { multiplierText, parseAutoCashOut, winAt } from './crash-format.ts';
import type { CrashLive } from './crash-live.ts';
import type { CrashState, Ticket, TicketState } from './crash-state.ts';
import { CRASH_TEXT, type CrashTextKey } from './crash-text.ts';
import './crash-bet-panel.css';

/**
 * The player's side: stake, optional auto cash-out, and one big button whose job follows the
 * round: BET while bets are open, BET for the next round while one flies, CASH OUT (with the live
 * win, written by the stage's frames into `liveWin`) while the player's bet flies.
 */
export function CrashBetPanel({
  live,
  state,
  phase,
  liveWin,
}: {
  live: CrashLive;
  state: CrashState;
  phase: FlightPhase;
  liveWin: RefObject<HTMLSpanElement | null>;
}) {
  const { session } = useStudio();
  const format = useFormat();
  const t = useText(CRASH_TEXT);
  const [stake, setStake] = useState(() => (session.game.minBet === '1.00' ? '1.00' : session.game.minBet));
  const [autoOn, setAutoOn] = useState(false);
  const [autoText, setAutoText] = useState(() => format.number(2, 2));

  const minor = parseAmount(stake);
  const stakeOk =
    minor !== undefined &&
    minor >= parseAmount(session.game.minBet)! &&
    minor <= parseAmount(session.game.maxBet)!;
  const autoE2 = autoOn ? parseAutoCashOut(autoText) : null;
  const autoOk = !autoOn || autoE2 !== null;

  const round = state.round;
  const tickets = state.tickets;
  const active = tickets.find(
    (ticket) =>
      ticket.roundId === round?.roundId && (ticket.state === 'placed' || ticket.state === 'cashing'),
  );
  const queued = tickets.find((ticket) => ticket.state === 'queued');
  const pending = tickets.find((ticket) => ticket.state === 'sending' || ticket.state === 'unsure');
  const latest = tickets[tickets.length - 1];
  const locked = queued !== undefined || pending !== undefined;

  let button: { label: string; action: (() => void) | null; kind: 'play' | 'cash' | 'quiet' };
  if (!round) button = { label: t('connecting'), action: null, kind: 'play' };
  else if (active && phase === 'running') {
    button =
      active.state === 'cashing'
        ? { label: t('cashingOut'), action: null, kind: 'cash' }
        : { label: t('cashOut'), action: () => void live.cashOut(), kind: 'cash' };
  } else if (queued) button = { label: t('cancelQueued'), action: () => live.cancelQueued(), kind: 'quiet' };
  else if (pending) button = { label: t('sending'), action: null, kind: 'play' };
  else if (active) button = { label: t('betPlaced'), action: null, kind: 'play' };
  else {
    const place = stakeOk && autoOk ? () => live.bet(stake, autoE2) : null;
    button = { label: phase === 'betting' ? t('bet') : t('betNext'), action: place, kind: 'play' };
  }

  return (
    <div className="crash__panel">
      <StakeField value={stake} onChange={setStake} disabled={locked} />
      <div className="crash__auto">
        <label className="crash__switch">
          <input
            type="checkbox"
            checked={autoOn}
            disabled={locked}
            onChange={(e) => setAutoOn(e.target.checked)}
          />
          <span>{t('autoCashOut')}</span>
        </label>
        <label className="crash__auto-at">
          <span>{t('autoAt')}</span>
          <input
            inputMode="decimal"
            value={autoText}
            disabled={!autoOn || locked}
            aria-invalid={!autoOk}
            onChange={(e) => setAutoText(e.target.value)}
          />
        </label>
      </div>
      {!autoOk && <p className="crash__hint">{t('autoInvalid')}</p>}
      {!stakeOk && (
        <p className="crash__hint">
          {t('stakeInvalid', {
            min: format.money(session.game.minBet),
            max: format.money(session.game.maxBet),
          })}
        </p>
      )}
      <button
        type="button"
        className={`studio-button studio-button--play crash__action crash__action--${button.kind}`}
        disabled={button.action === null}
        onClick={button.action ?? undefined}
      >
        <span>{button.label}</span>
        {button.kind === 'cash' && <span className="crash__action-win" ref={liveWin} />}
      </button>
      <TicketLine ticket={latest} phase={phase} roundId={round?.roundId ?? null} />
      <ErrorNote error={state.notice} />
    </div>
  );
}

/** What became of the player's latest bet, in words. */
function TicketLine({
  ticket,
  phase,
  roundId,
}: {
  ticket: Ticket | undefined;
  phase: FlightPhase;
  roundId: number | null;
}) {
  const format = useFormat();
  const t = useText(CRASH_TEXT);
  const [text, tone] = ticket
    ? ticketWords(ticket, ticket.roundId === roundId && phase === 'running', t, format)
    : ['', ''];
  return (
    <p
      className={`studio-status crash__ticket ${tone}`}
      role="status"
      data-testid="crash-ticket"
      data-state={ticket?.state ?? 'none'}
    >
      {text}
    </p>
  );
}

/** The states told with the stake alone, and their words. */
const STAKE_ONLY_WORDS: Record<
  Exclude<TicketState, 'placed' | 'cashing' | 'cashed' | 'settled' | 'lost'>,
  CrashTextKey
> = {
  queued: 'ticketQueued',
  sending: 'ticketSending',
  unsure: 'ticketUnsure',
  rolledBack: 'ticketRolledBack',
  refused: 'ticketNotPlaced',
  notPlaced: 'ticketNotPlaced',
};

/** A ticket's line and its tone (is-win, is-loss or none); `flying` while its round is in the air. */
function ticketWords(
  ticket: Ticket,
  flying: boolean,
  t: (key: CrashTextKey, params?: Record<string, string>) => string,
  format: StudioFormat,
): [text: string, tone: string] {
  const amount = format.money(ticket.amount);
  const at = ticket.cashOutE2 === null ? '' : multiplierText(ticket.cashOutE2, format);
  const win =
    ticket.win !== null
      ? format.money(ticket.win)
      : ticket.cashOutE2 !== null
        ? winAt(ticket.amount, ticket.cashOutE2, format)
        : '';
  const won: [string, string] = [t('ticketCashed', { at, win }), 'is-win'];
  const lost: [string, string] = [t('ticketLost', { amount }), 'is-loss'];
  switch (ticket.state) {
    case 'placed':
    case 'cashing':
      return [
        flying
          ? t('ticketFlying', { amount })
          : ticket.autoCashOutE2 !== null
            ? t('ticketPlacedAuto', { amount, at: multiplierText(ticket.autoCashOutE2, format) })
            : t('ticketPlaced', { amount }),
        '',
      ];
    case 'cashed':
      return won;
    case 'settled':
      return ticket.win !== null && ticket.win !== '0.00' ? won : lost;
    case 'lost':
      return lost;
    default:
      return [t(STAKE_ONLY_WORDS[ticket.state], { amount }), ''];
  }
}
