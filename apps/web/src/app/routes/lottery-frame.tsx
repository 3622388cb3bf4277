import { LottoH5Screen, StartLotteryScreen } from '@/features/lottery';

/** /m/lotto-h5/{mui}/{playType}/games/{gameId}: the embedded lottery frame (spec section 2). */
export function LottoFrameRoute() {
  return <LottoH5Screen />;
}

/** /m/startLottery: the frame of the chosen lottery game, launched for the member. */
export function StartLotteryRoute() {
  return <StartLotteryScreen />;
}
