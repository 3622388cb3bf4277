import { formatMinor } from '@ficha/contract';
import type {
  CrashResult,
  HistoryEntry,
  MyBet,
  PublicBet,
  RoundPhase,
  RoundView,
  Snapshot,
  WheelResultView,
} from '@ficha/contract/studio/shared-rounds/protocol';
import { studioGame } from '@ficha/games/catalogue';
import { winFor } from '@ficha/games/payout';
import { type GameSession, walletBalance } from '../../wallet/seamless-wallet.service.ts';
import { betsOfRound } from './bets.queries.ts';
import type { ChainStore } from './chain-store.ts';
import { endedRounds, latestRound } from './rounds.queries.ts';
import { playerName, type SharedRoundsDeps } from './shared-bets.ts';
import { type BetRow, phaseAt, type SharedRound, type SharedRoundGame } from './shared-game.ts';

/** What players are shown of rounds and bets: nothing that tells a result before its time. */

const HISTORY_LENGTH = 20;

export async function roundView(
  game: SharedRoundGame,
  chains: ChainStore,
  round: SharedRound,
  phase: RoundPhase,
): Promise<RoundView> {
  const chain = await chains.chain(round.chainId);
  const revealed = phase === 'ended' || (phase === 'running' && game.revealAt === 'running');
  // The wheel's timeline is fixed in advance; a crash round's end would give its crash point away.
  const timeline = revealed || game.revealAt === 'running';
  return {
    roundId: round.seq,
    phase,
    startsAt: round.startsAt,
    endsAt: timeline ? round.endsAt : null,
    nextAt: timeline ? round.nextAt : null,
    speed: round.speed,
    chain: { id: chain.id, terminalHash: chain.terminalHash, salt: chain.salt, length: chain.length },
    chainRound: round.chainRound,
    hash: revealed ? round.hash : null,
    previousHash: revealed ? previousHashOf(chain, round.chainRound) : null,
    result: revealed ? (round.result as unknown as CrashResult | WheelResultView) : null,
  };
}

/** The hash a round's hash must hash to: the round before it in its chain, or the terminal hash. */
function previousHashOf(chain: Awaited<ReturnType<ChainStore['chain']>>, chainRound: number): string {
  return chainRound === 1 ? chain.terminalHash : chain.hashOfRound(chainRound - 1);
}

function winShown(bet: BetRow, cashOutE2: number | null): string | null {
  if (cashOutE2 !== null) return formatMinor(winFor(BigInt(bet.amount), cashOutE2 * 100));
  return bet.status === 'SETTLED' && bet.win !== null ? formatMinor(bet.win) : null;
}

export function publicBet(game: SharedRoundGame, round: SharedRound, bet: BetRow, now: number): PublicBet {
  const cashOutE2 = game.cashOutE2(bet, round, now);
  return {
    player: bet.player_name,
    amount: formatMinor(bet.amount),
    currency: bet.currency,
    label: bet.label,
    cashOutE2,
    win: winShown(bet, cashOutE2),
  };
}

export function myBet(game: SharedRoundGame, round: SharedRound, bet: BetRow, now: number): MyBet {
  const cashOutE2 = game.cashOutE2(bet, round, now);
  return {
    roundId: round.seq,
    betId: bet.bet_id,
    amount: formatMinor(bet.amount),
    autoCashOutE2: bet.auto_cash_out_e2,
    label: bet.label,
    status: bet.status,
    cashOutE2,
    payoutE4: bet.status === 'SETTLED' ? bet.payout_e4 : null,
    win: bet.status === 'SETTLED' ? winShown(bet, null) : null,
  };
}

/** Ended rounds with what verifying them needs, newest first. */
export async function history(
  deps: SharedRoundsDeps,
  game: SharedRoundGame,
  chains: ChainStore,
  page: { before?: number; limit: number } = { limit: HISTORY_LENGTH },
): Promise<HistoryEntry[]> {
  const rounds = await endedRounds(deps.db, game.code, page.limit, page.before);
  return Promise.all(
    rounds.map(async (round) => {
      const view = await roundView(game, chains, round, 'ended');
      return {
        roundId: round.seq,
        chain: view.chain,
        chainRound: round.chainRound,
        hash: round.hash,
        previousHash: view.previousHash!,
        result: view.result!,
        endedAt: round.endsAt,
      };
    }),
  );
}

/** Everything a client needs on connecting: the round now, its bets, the player, the history. */
export async function snapshot(
  deps: SharedRoundsDeps,
  game: SharedRoundGame,
  chains: ChainStore,
  session: GameSession,
  now: number,
  current: SharedRound | undefined,
): Promise<Snapshot> {
  const round = current ?? (await latestRound(deps.db, game.code));
  const bets = round ? await betsOfRound(deps.db, game.code, round.seq) : [];
  const catalogue = studioGame(game.code)!;
  const { balance } = await walletBalance(deps.db, session);
  return {
    type: 'snapshot',
    game: game.code,
    serverTime: now,
    player: {
      name: await playerName(deps.db, session),
      currency: session.currency,
      balance: formatMinor(balance),
    },
    limits: { minBet: catalogue.minBet, maxBet: catalogue.maxBet, maxBetsPerRound: game.maxBetsPerRound },
    round: round ? await roundView(game, chains, round, phaseAt(round, now)) : null,
    bets: round
      ? bets
          .filter((b) => b.status !== 'REFUSED' && b.status !== 'ROLLED_BACK' && b.status !== 'PENDING')
          .map((b) => publicBet(game, round, b, now))
      : [],
    myBets: round
      ? bets.filter((b) => b.member_id === String(session.memberId)).map((b) => myBet(game, round, b, now))
      : [],
    history: await history(deps, game, chains),
  };
}
