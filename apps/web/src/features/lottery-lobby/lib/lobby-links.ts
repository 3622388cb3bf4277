/**
 * The other lottery screens the spec names without routes ("lottery history, winner board,
 * jackpot"), at the routes their feature (features/lottery/history) serves.
 */
export const lotteryLinks = {
  history: (gameCode: string) => `/m/lottery/history/${encodeURIComponent(gameCode)}`,
  winners: () => '/m/lottery/winners',
  jackpot: () => '/m/lottery/jackpot',
};
