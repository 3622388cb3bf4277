import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StateView } from '@/components/state-view';
import { useToast } from '@/components/toast';
import { TopBar } from '@/components/top-bar';
import { Money, useCurrencySymbol, useFormatMoney } from '@/features/wallet';
import type { FrameSession } from '../api/lottery-api';
import { lotteryKeys } from '../api/lottery-keys';
import { type LotteryStateData, useLotteryState, usePlaceTicket } from '../api/use-lottery';
import { type FrameTheme, frameThemeStyle } from '../lib/frame-theme';
import { periodPhase } from '../lib/period-clock';
import {
  addLine,
  removeLine,
  type TicketLine,
  ticketProblem,
  ticketRequest,
  toggleLine,
} from '../lib/ticket';
import { BetBoard } from './bet-board';
import { ConfirmTicket } from './confirm-ticket';
import { DrawHistory } from './draw-history';
import { MyOrders } from './my-orders';
import { PeriodPanel } from './period-panel';
import { StakePicker } from './stake-picker';
import { TicketPanel } from './ticket-panel';
import { useErrorText } from './use-error-text';
import { useServerNow } from './use-server-now';
import './lottery-frame.css';
import './bet-board.css';
import './ticket-and-orders.css';

export interface LotteryFrameProps {
  session: FrameSession;
  /** The route's play type and prize mode, shown until the game's own arrive. */
  playType: string | undefined;
  prizeMode: string | undefined;
  theme: FrameTheme;
  onClose: () => void;
}

type View = 'bet' | 'orders' | 'draws';

/**
 * The lottery betting frame (issue 14 part 3; spec section 2 "/m/lotto-h5/{mui}/{playType}/games/
 * {gameId}"): the open period with its countdown and the last result, the bet board, the ticket with
 * its confirmation, the balance, my orders and the recent draws with their proof.
 */
export function LotteryFrame({ session, playType, prizeMode, theme, onClose }: LotteryFrameProps) {
  const { t } = useTranslation();
  const state = useLotteryState(session);
  const errorText = useErrorText();
  const game = state.data?.game;
  const shownPlayType = game?.playType ?? (playType === 'trad' ? 'trad' : 'ent');
  const shownPrizeMode = game?.prizeMode ?? prizeMode;
  return (
    <div
      className="lf"
      data-theme={theme.theme}
      data-play-type={shownPlayType}
      style={frameThemeStyle(theme)}
      data-testid="lottery-frame"
    >
      <TopBar
        title={game?.name ?? t('title.lottery')}
        backIcon="close"
        onBack={onClose}
        end={
          <span className="lf-mode">
            {t(`lotteryFrame.playType.${shownPlayType}`)}
            {shownPrizeMode && (shownPrizeMode === 'VN' || shownPrizeMode === 'SEA')
              ? ` · ${shownPrizeMode}`
              : ''}
          </span>
        }
      />
      {state.isPending ? (
        <div className="lf-pad" role="status">
          <span className="lf-spinner" aria-hidden="true" />
          <p className="lf-muted">{t('lotteryFrame.loading')}</p>
        </div>
      ) : state.isError ? (
        <div className="state-card state-card--screen lf-state">
          <StateView
            icon="alert"
            tone="danger"
            title={t('state.errorTitle')}
            description={errorText(state.error)}
          >
            <button type="button" className="btn btn--primary" onClick={() => void state.refetch()}>
              {t('action.retry')}
            </button>
            <button type="button" className="btn btn--secondary" onClick={onClose}>
              {t('action.close')}
            </button>
          </StateView>
        </div>
      ) : (
        <FrameBody session={session} state={state.data} />
      )}
    </div>
  );
}

function FrameBody({ session, state }: { session: FrameSession; state: LotteryStateData }) {
  const { t } = useTranslation();
  const now = useServerNow(state.offsetMs);
  const phase = periodPhase(state.period, now);
  const symbol = useCurrencySymbol() || state.currency;
  const [view, setView] = useState<View>('bet');
  useRefreshOrdersOnDraw(session, state.recent[0]?.numero);
  return (
    <>
      <div className="lf-balance" data-testid="lf-balance-bar">
        <span className="lf-muted">{t('lotteryFrame.balance')}</span>
        <span data-testid="lf-balance" data-amount={state.balance}>
          <Money amount={state.balance} symbol={symbol} />
        </span>
      </div>
      <PeriodPanel state={state} phase={phase} />
      <div className="lf-tabs" role="tablist" aria-label={t('lotteryFrame.views')}>
        {(['bet', 'orders', 'draws'] as const).map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={view === id}
            className="lf-tab"
            onClick={() => setView(id)}
          >
            {t(`lotteryFrame.view.${id}`)}
          </button>
        ))}
      </div>
      {view === 'bet' && (
        <BetView session={session} state={state} isOpen={phase.phase === 'open'} symbol={symbol} />
      )}
      {view === 'orders' && <MyOrders session={session} symbol={symbol} />}
      {view === 'draws' && <DrawHistory gameCode={state.game.code} draws={state.recent} />}
    </>
  );
}

/** A new draw settles tickets: the orders list is read again. */
function useRefreshOrdersOnDraw(session: FrameSession, latest: string | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef(latest);
  useEffect(() => {
    if (latest === seen.current) return;
    seen.current = latest;
    void queryClient.invalidateQueries({ queryKey: lotteryKeys.orders(session.token) });
  }, [latest, queryClient, session.token]);
}

function BetView({
  session,
  state,
  isOpen,
  symbol,
}: {
  session: FrameSession;
  state: LotteryStateData;
  isOpen: boolean;
  symbol: string;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const formatMoney = useFormatMoney();
  const place = usePlaceTicket(session);
  const [stake, setStake] = useState(state.game.minBet === '1.00' ? '1.00' : state.game.minBet);
  const [lines, setLines] = useState<TicketLine[]>([]);
  const [isConfirming, setConfirming] = useState(false);
  // While the period is closed (waiting for its draw) the ticket goes to the next one, which
  // already takes bets.
  const target = isOpen ? state.period : state.next;
  const problem = ticketProblem(lines, { ...state.game, balance: state.balance });
  const isSuspended = state.game.suspended;

  function submit() {
    place.mutate(ticketRequest(target.numero, lines), {
      onSuccess: () => {
        setLines([]);
        setConfirming(false);
        toast(t('lotteryFrame.placed', { numero: target.numero }), { durationMs: 2500 });
      },
      onError: (error) => {
        setConfirming(false);
        toast(errorText(error), { durationMs: 3500 });
      },
    });
  }

  return (
    <>
      {isSuspended ? (
        <p className="lf-notice" role="alert">
          {t('lotteryFrame.suspended')}
        </p>
      ) : (
        !isOpen && (
          <p className="lf-notice" role="status">
            {t('lotteryFrame.nextPeriodNote', { numero: target.numero })}
          </p>
        )
      )}
      <StakePicker stake={stake} onChange={setStake} />
      <BetBoard
        kind={state.game.kind}
        betTypes={state.betTypes}
        stake={stake}
        lines={lines}
        onToggle={(line) => setLines((current) => toggleLine(current, line))}
        onAdd={(line) => setLines((current) => addLine(current, line))}
        disabled={isSuspended}
      />
      <p className="lf-muted lf-pad lf-limits">
        {t('lotteryFrame.limits', {
          min: formatMoney(state.game.minBet),
          max: formatMoney(state.game.maxBet),
        })}
      </p>
      <TicketPanel
        lines={lines}
        problem={problem}
        limits={{ minBet: formatMoney(state.game.minBet), maxBet: formatMoney(state.game.maxBet) }}
        symbol={symbol}
        onRemove={(index) => setLines((current) => removeLine(current, index))}
        onClear={() => setLines([])}
        onSubmit={() => setConfirming(true)}
        disabled={isSuspended || place.isPending}
      />
      <ConfirmTicket
        open={isConfirming}
        numero={target.numero}
        lines={lines}
        symbol={symbol}
        isBusy={place.isPending}
        onConfirm={submit}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
