/** The lottery betting frame (issue 14): /m/lotto-h5/..., /m/startLottery, /m/launchGame?playType=. */
export { LottoH5Screen, StartLotteryScreen } from './components/frame-screens';
