import { formatMinor, parseAmount } from '@ficha/contract';
import { dragonVaultSpinBodySchema, slotSpinBodySchema } from '@ficha/contract/studio/slots';
import { studioGame } from '@ficha/games/catalogue';
import type { InstantGameRules } from '@ficha/games/game-rules';
import {
  type DragonVaultParams,
  dragonVaultCostInStakes,
  dragonVaultMaxBuyStake,
  dragonVaultPayoutOfDebitE4,
  dragonVaultRules,
} from '@ficha/games/slots/dragon-vault';
import { fruitLinesRules } from '@ficha/games/slots/fruit-lines';
import { megaWaysRules } from '@ficha/games/slots/mega-ways';
import type { FastifyInstance } from 'fastify';
import { moneyParam } from '../../../i18n/messages.ts';
import { AppError } from '../../../lib/app-error.ts';
import { instantRoundRoute } from '../rounds/instant-route.ts';

/** The studio's slots share one route shape: POST /studio/api/v1/slots/<game code>/spin. */
export function slotSpinPath(gameCode: string): string {
  return `/studio/api/v1/slots/${gameCode}/spin`;
}

/**
 * A purchase's stake must be within the catalogue's limits and cost at most
 * DRAGON_VAULT_BUY_LIMIT_IN_MAX_BETS max bets; the refusal names the stakes a purchase allows.
 */
function checkBuyStake(stake: bigint, currency: string): void {
  const game = studioGame(dragonVaultRules.code)!;
  const min = parseAmount(game.minBet)!;
  const max = dragonVaultMaxBuyStake(parseAmount(game.maxBet)!);
  if (stake < min || stake > max) {
    const limits = { min: game.minBet, max: formatMinor(max) };
    throw new AppError('BET_OUT_OF_LIMITS', limits, {
      min: moneyParam(limits.min, currency),
      max: moneyParam(limits.max, currency),
    });
  }
}

/**
 * The three slots' spins. Each answers the round as dice does (roundId, nonce, stake debited,
 * win, payoutE4 of the stake debited, outcome, balance). A Dragon Vault purchase debits the stake
 * times DRAGON_VAULT_BUY_COST; its outcome's pays stay in base stakes, and the round's payoutE4
 * is of what was debited, so win = stake debited x payoutE4 as for every studio round.
 */
export async function slotsRoutes(app: FastifyInstance): Promise<void> {
  const plainSlots: InstantGameRules<Record<string, never>, unknown>[] = [fruitLinesRules, megaWaysRules];
  for (const rules of plainSlots) {
    instantRoundRoute(app, {
      path: slotSpinPath(rules.code),
      gameCode: rules.code,
      body: slotSpinBodySchema,
      round: ({ stake }) => ({ stake, params: {}, play: (rng) => rules.play(rng, {}) }),
    });
  }
  instantRoundRoute(app, {
    path: slotSpinPath(dragonVaultRules.code),
    gameCode: dragonVaultRules.code,
    body: dragonVaultSpinBodySchema,
    round: ({ stake, buy }, session) => {
      const params: DragonVaultParams = { buy };
      if (buy) checkBuyStake(stake, session.currency);
      return {
        stake,
        debit: stake * BigInt(dragonVaultCostInStakes(params)),
        params,
        play: (rng) => {
          const { payoutE4, outcome } = dragonVaultRules.play(rng, params);
          return { payoutE4: dragonVaultPayoutOfDebitE4(payoutE4, params), outcome };
        },
      };
    },
  });
}
