export { LotteryHistoryScreen } from './components/history-screen';
export { LotteryJackpotScreen } from './components/jackpot-screen';
export { LotteryWinnersScreen } from './components/winners-screen';
export { DEFAULT_HISTORY_GAME, historyPath, JACKPOT_PATH, WINNERS_PATH } from './lib/history-paths';
export { type HistoryTextKey, useHistoryText } from './lib/use-history-text';
