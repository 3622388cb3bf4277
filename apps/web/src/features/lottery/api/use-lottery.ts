import type { LotteryGameState, TicketRequest } from '@ficha/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clockOffset, periodPhase } from '../lib/period-clock';
import {
  cancelLotterySuborder,
  type FrameSession,
  getLotteryOrders,
  getLotteryState,
  placeLotteryTicket,
} from './lottery-api';
import { lotteryKeys } from './lottery-keys';

/** While a period is open the state is read now and then (balance, suspension). */
const OPEN_REFRESH_MS = 15_000;
/** Around a draw it is read often, so the result and the next period show at once. */
const DRAW_REFRESH_MS = 2_000;

export interface LotteryStateData extends LotteryGameState {
  /** How far the server's clock is ahead of the device's, when this answer came. */
  offsetMs: number;
}

/** The game, its period, recent draws, odds and balance; read often around each draw. */
export function useLotteryState(session: FrameSession) {
  return useQuery({
    queryKey: lotteryKeys.state(session.token),
    queryFn: async ({ signal }): Promise<LotteryStateData> => {
      const state = await getLotteryState(session, signal);
      return { ...state, offsetMs: clockOffset(state.serverTime, Date.now()) };
    },
    enabled: session.token !== '',
    retry: false,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data) return false;
      const now = Date.now() + data.offsetMs;
      const { phase, msLeft } = periodPhase(data.period, now);
      if (phase === 'drawing') return DRAW_REFRESH_MS;
      // Wake up right at the close or the draw rather than polling through the wait.
      return Math.max(500, Math.min(OPEN_REFRESH_MS, msLeft + 200));
    },
  });
}

export function useLotteryOrders(session: FrameSession, enabled = true) {
  return useQuery({
    queryKey: lotteryKeys.orders(session.token),
    queryFn: ({ signal }) => getLotteryOrders(session, signal),
    enabled: enabled && session.token !== '',
    retry: false,
  });
}

/** Places a ticket; the balance and the orders are read again after. */
export function usePlaceTicket(session: FrameSession) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticket: TicketRequest) => placeLotteryTicket(session, ticket),
    onSettled: () => queryClient.invalidateQueries({ queryKey: lotteryKeys.session(session.token) }),
  });
}

export function useCancelSuborder(session: FrameSession) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => cancelLotterySuborder(session, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: lotteryKeys.session(session.token) }),
  });
}
