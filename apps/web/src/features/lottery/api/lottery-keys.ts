/** Query keys of the lottery frame's calls, per game session (the frame's token). */
export const lotteryKeys = {
  all: ['lottery-frame'] as const,
  session: (token: string) => [...lotteryKeys.all, token] as const,
  state: (token: string) => [...lotteryKeys.session(token), 'state'] as const,
  orders: (token: string) => [...lotteryKeys.session(token), 'orders'] as const,
  launch: (member: string, gameCode: string) => [...lotteryKeys.all, 'launch', member, gameCode] as const,
};
