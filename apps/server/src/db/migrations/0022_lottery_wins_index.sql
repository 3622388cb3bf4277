-- The lottery's winner board and jackpot (issue 14) read the settled wins newest first, or those
-- of the last day or week. Most sub-orders lose; this index holds only the winning ones, so those
-- reads walk a short range of it however many bets the draws have settled.
CREATE INDEX lottery_suborders_wins_idx ON lottery_suborders (settled_at DESC)
  WHERE status = 'SETTLED' AND win > 0;
