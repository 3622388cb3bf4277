import { type BaccaratParams, baccaratRules } from '@ficha/games/baccarat/baccarat-rules';
import { crashPointE2 } from '@ficha/games/crash/crash-point';
import { diceRules } from '@ficha/games/dice/dice-rules';
import { fairRng, type Rng, seedMatchesHash } from '@ficha/games/fairness';
import { FISH_SPECIES_IDS, type FishParams, fishRules } from '@ficha/games/fish/fish-rules';
import { type MinesOutcome, replayMinesRound } from '@ficha/games/mines/mines-outcome';
import { wheelOutcome } from '@ficha/games/money-wheel/wheel';
import { simulationRng } from '@ficha/games/rtp-simulation';
import { chainLinks } from '@ficha/games/shared-rounds/hash-chain';
import {
  type DragonVaultParams,
  dragonVaultPayoutOfDebitE4,
  dragonVaultRules,
} from '@ficha/games/slots/dragon-vault';
import { fruitLinesRules } from '@ficha/games/slots/fruit-lines';
import { megaWaysRules } from '@ficha/games/slots/mega-ways';
import { describe, expect, it } from 'vitest';
import { crashGame } from '../src/modules/studio/crash/crash-game.ts';
import { moneyWheelGame } from '../src/modules/studio/money-wheel/money-wheel-game.ts';
import { ChainStore } from '../src/modules/studio/shared-rounds/chain-store.ts';
import type { SharedRoundGame } from '../src/modules/studio/shared-rounds/shared-game.ts';
import { StudioPlayer, studioCall } from './studio-player.ts';
import type { TestApp } from './test-app.ts';

// Issue 6 'Done means': 1,000 random past rounds of each single-player game, verified from the
// revealed seeds alone. The rounds are played through the API with random choices; after the seed
// is rotated, each listed round must hash to the commitment shown before play and replay, with the
// game's public rules only, to exactly the recorded outcome and payout. Crash and the money wheel,
// whose rounds come from a hash chain, are checked from the published hashes. Two test files share
// the games (studio-verification-*.api.test.ts), so two test workers verify them side by side.

const ROUNDS = 1_000;

interface PastRound {
  roundId: string;
  params: unknown;
  outcome: unknown;
  payoutE4: number;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  serverSeed: string | null;
}

interface VerifiedGame {
  code: string;
  /** One round with random choices drawn from `choose`. */
  play: (call: (url: string, body: object) => Promise<unknown>, choose: Rng) => Promise<unknown>;
  /** The round recomputed from its seeds with the public rules. */
  replay: (round: PastRound & { serverSeed: string }) => { payoutE4: number; outcome: unknown };
}

const GAMES: VerifiedGame[] = [
  {
    code: 'ficha_dice',
    play: (call, choose) =>
      call('/studio/api/v1/dice/play', {
        stake: '0.10',
        target: 200 + choose.int(9_601),
        direction: choose.int(2) === 0 ? 'under' : 'over',
      }),
    replay: (round) =>
      diceRules.play(
        fairRng(round.serverSeed, round.clientSeed, round.nonce),
        round.params as { target: number; direction: 'under' | 'over' },
      ),
  },
  {
    code: 'ficha_baccarat',
    play: (call, choose) =>
      call('/studio/api/v1/baccarat/deal', {
        stake: '1.00',
        side: (['player', 'banker', 'tie'] as const)[choose.int(3)],
      }),
    replay: (round) =>
      baccaratRules.play(
        fairRng(round.serverSeed, round.clientSeed, round.nonce),
        round.params as BaccaratParams,
      ),
  },
  {
    code: 'ficha_fish',
    play: (call, choose) =>
      call('/studio/api/v1/fish/shoot', {
        stake: '0.10',
        species: FISH_SPECIES_IDS[choose.int(FISH_SPECIES_IDS.length)],
      }),
    replay: (round) =>
      fishRules.play(fairRng(round.serverSeed, round.clientSeed, round.nonce), round.params as FishParams),
  },
  {
    code: 'ficha_mines',
    // A multi-step round: start, reveal up to 5 random tiles (until a mine), cash out if still safe.
    play: async (call, choose) => {
      const mines = 1 + choose.int(24);
      let view = (await call('/studio/api/v1/mines/start', { stake: '0.10', mines })) as MinesView;
      const tiles = Array.from({ length: 25 }, (_, i) => i);
      for (let moves = 1 + choose.int(5); moves > 0 && view.win === null; moves--) {
        const [tile] = tiles.splice(choose.int(tiles.length), 1);
        view = (await call('/studio/api/v1/mines/reveal', { roundId: view.roundId, tile })) as MinesView;
      }
      if (view.win === null) await call('/studio/api/v1/mines/cashout', { roundId: view.roundId });
    },
    replay: (round) => {
      const outcome = round.outcome as MinesOutcome;
      return replayMinesRound(fairRng(round.serverSeed, round.clientSeed, round.nonce), outcome);
    },
  },
  {
    code: 'ficha_fruit_lines',
    play: (call) => call('/studio/api/v1/slots/ficha_fruit_lines/spin', { stake: '0.20' }),
    replay: (round) => fruitLinesRules.play(fairRng(round.serverSeed, round.clientSeed, round.nonce), {}),
  },
  {
    code: 'ficha_mega_ways',
    play: (call) => call('/studio/api/v1/slots/ficha_mega_ways/spin', { stake: '0.20' }),
    replay: (round) => megaWaysRules.play(fairRng(round.serverSeed, round.clientSeed, round.nonce), {}),
  },
  {
    code: 'ficha_dragon_vault',
    // One round in ten buys the free spins; its payout is recorded per amount debited (100x).
    play: (call, choose) =>
      call('/studio/api/v1/slots/ficha_dragon_vault/spin', { stake: '0.20', buy: choose.int(10) === 0 }),
    replay: (round) => {
      const params = round.params as DragonVaultParams;
      const { payoutE4, outcome } = dragonVaultRules.play(
        fairRng(round.serverSeed, round.clientSeed, round.nonce),
        params,
      );
      return { payoutE4: dragonVaultPayoutOfDebitE4(payoutE4, params), outcome };
    },
  },
];

interface MinesView {
  roundId: string;
  win: string | null;
}

/** JSON with sorted keys: jsonb may store an outcome's keys in another order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value as Record<string, unknown>)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** 1,000 random rounds of each of `codes`, played through the API, verify from the revealed seeds alone. */
export function verifyPlayedRounds(env: TestApp, codes: string[]): void {
  const games = GAMES.filter((g) => codes.includes(g.code));
  if (games.length !== codes.length) throw new Error(`not a verified game among ${codes.join(', ')}`);
  describe('1,000 random past rounds of each game verify from the revealed seeds alone', () => {
    for (const game of games) {
      it(game.code, { timeout: 240_000 }, async () => {
        const player = await StudioPlayer.create(env.app, env.db, 1_000_000_00n);
        const session = await player.launch(game.code);
        const choose = simulationRng(ROUNDS + game.code.length);
        const call = async (url: string, body: object) => {
          const { body: answer } = await studioCall(env.app, session, 'POST', url, body);
          expect(answer.success, `${url} ${answer.code}`).toBe(true);
          return answer.value as unknown;
        };
        for (let i = 0; i < ROUNDS; i++) await game.play(call, choose);

        const before = (await studioCall(env.app, session, 'GET', '/studio/api/v1/session')).body.value
          .fairness;
        const rotated = (await studioCall(env.app, session, 'POST', '/studio/api/v1/fairness/rotate', {}))
          .body.value;
        expect(rotated.revealed.serverSeedHash).toBe(before.serverSeedHash);

        const rounds: PastRound[] = [];
        for (let pageNo = 1; rounds.length < ROUNDS; pageNo++) {
          const page = await studioCall(
            env.app,
            session,
            'GET',
            `/studio/api/v1/rounds?pageNo=${pageNo}&pageSize=100`,
          );
          expect(page.body.value.list.length).toBeGreaterThan(0);
          rounds.push(...page.body.value.list);
        }
        expect(rounds.map((r) => r.nonce).sort((a, b) => a - b)).toEqual(
          Array.from({ length: ROUNDS }, (_, i) => i + 1),
        );
        for (const round of rounds) {
          expect(round.serverSeed).toBe(rotated.revealed.serverSeed);
          expect(seedMatchesHash(round.serverSeed!, round.serverSeedHash)).toBe(true);
          const replay = game.replay(round as PastRound & { serverSeed: string });
          expect(replay.payoutE4, round.roundId).toBe(round.payoutE4);
          expect(canonical(replay.outcome), round.roundId).toBe(canonical(round.outcome));
        }
      });
    }
  });
}

// Crash and the money wheel: a round's result comes from its hash in a chain committed before the
// chain's first round. 1,000 rounds as the server draws them (its chain store and its games'
// draw) are checked as a player would, from the published facts alone: the terminal hash and
// salt published first, each round's hash once revealed, the result shown.
/** 1,000 past rounds of crash and of the money wheel verify from the published hashes alone. */
export function verifyChainedRounds(env: TestApp): void {
  describe('1,000 past rounds of crash and of the money wheel verify from the published hashes alone', () => {
    const SHARED: Array<{ game: SharedRoundGame; verify: (hash: string, salt: string) => unknown }> = [
      { game: crashGame, verify: (hash, salt) => ({ crashE2: crashPointE2(hash, salt) }) },
      { game: moneyWheelGame, verify: (hash, salt) => ({ ...wheelOutcome(hash, salt) }) },
    ];
    for (const { game, verify } of SHARED) {
      it(game.code, async () => {
        const store = new ChainStore(env.db, ROUNDS);
        const config = env.app.config.studioRounds;
        const published: Array<{ hash: string; result: unknown }> = [];
        let previous: { chainId: string; chainRound: number } | undefined;
        for (let i = 0; i < ROUNDS; i++) {
          const { chain, chainRound } = await store.nextRound(`verify_${game.code}`, previous);
          const hash = chain.hashOfRound(chainRound);
          published.push({ hash, result: game.draw(hash, chain.salt, config).result });
          previous = { chainId: chain.id, chainRound };
        }
        const chain = await store.chain(previous!.chainId);
        const { terminalHash, salt } = chain;
        // Rounds are revealed one by one; each must hash to the one before, the first to the commitment.
        expect(chainLinks(published[0]!.hash, terminalHash)).toBe(true);
        for (let k = 1; k < ROUNDS; k++) {
          expect(chainLinks(published[k]!.hash, published[k - 1]!.hash), `round ${k + 1}`).toBe(true);
        }
        for (const round of published)
          expect(canonical(verify(round.hash, salt))).toBe(canonical(round.result));
      });
    }
  });
}
