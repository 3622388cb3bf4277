import type {
  LaunchAnswer,
  LotteryGameState,
  LotteryOrder,
  PlacedTicket,
  TicketRequest,
} from '@ficha/contract';
import { LOTTERY_VENDOR } from '@ficha/games/lottery/lottery-games';
import { apiGet, apiSend } from '@/lib/api-client';

/**
 * The lottery frame's calls (/lotto/api/v1, contract api/lottery.ts). They act for the game
 * session named by the frame's `token` (the x-game-session header), as a studio game's do.
 */
export interface FrameSession {
  token: string;
  /** The frame's `merchant` query parameter, sent as the Merchant header when given. */
  merchant?: string | undefined;
}

/**
 * The frame's calls carry its game session and no site token: the frame may be embedded where no
 * one is signed in, and a game session's refusal (SESSION_EXPIRED) must not sign the site out.
 */
function frameCall(session: FrameSession) {
  return {
    headers: { 'x-game-session': session.token, ...(session.merchant ? { Merchant: session.merchant } : {}) },
    withoutSession: true,
  };
}

export function getLotteryState(session: FrameSession, signal?: AbortSignal): Promise<LotteryGameState> {
  return apiGet<LotteryGameState>('/lotto/api/v1/game', { ...frameCall(session), signal });
}

export function placeLotteryTicket(session: FrameSession, ticket: TicketRequest): Promise<PlacedTicket> {
  return apiSend<PlacedTicket>('POST', '/lotto/api/v1/tickets', {
    ...frameCall(session),
    body: ticket,
  });
}

export function cancelLotterySuborder(session: FrameSession, id: string): Promise<{ balance: string }> {
  return apiSend<{ balance: string }>('POST', `/lotto/api/v1/suborders/${encodeURIComponent(id)}/cancel`, {
    ...frameCall(session),
    body: {},
  });
}

export interface LotteryOrderPage {
  list: LotteryOrder[];
  pageNo: number;
  totalPages: number;
  total: number;
}

export function getLotteryOrders(session: FrameSession, signal?: AbortSignal): Promise<LotteryOrderPage> {
  return apiGet<LotteryOrderPage>('/lotto/api/v1/orders', {
    ...frameCall(session),
    params: { pageNo: 1, pageSize: 20 },
    signal,
  });
}

/** /wps/game/launchGame's lottery launch (spec section 7: vendor, gameCode, prizeMode, playType). */
export function launchLottery(
  input: { gameCode: string; prizeMode?: string | undefined; playType?: string | undefined },
  signal?: AbortSignal,
): Promise<LaunchAnswer> {
  return apiGet<LaunchAnswer>('/wps/game/launchGame', {
    params: {
      vendor: LOTTERY_VENDOR,
      gameCode: input.gameCode,
      prizeMode: input.prizeMode,
      playType: input.playType === 'ent' || input.playType === 'trad' ? input.playType : undefined,
    },
    signal,
  });
}
