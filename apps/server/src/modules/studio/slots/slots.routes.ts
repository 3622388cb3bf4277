import { formatMinor, parseAmount } from '@ficha/contract';
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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { moneyParam } from '../../../i18n/messages.ts';
import { AppError } from '../../../lib/app-error.ts';
import { okEnvelope } from '../../../lib/envelope.ts';
import { requestedLanguage } from '../../../plugins/request-context.ts';
import { playInstantRound } from '../rounds/rounds.service.ts';
import { stakeSchema } from '../stake.ts';
import { requireStudioSession } from '../studio-session.ts';

/** The studio's slots share one route shape: POST /studio/api/v1/slots/<game code>/spin. */
export function slotSpinPath(gameCode: string): string {
  return `/studio/api/v1/slots/${gameCode}/spin`;
}

/** A spin of a slot without a feature to buy: the stake is all it takes. */
const spinBody = z.object({ stake: stakeSchema }).strict();

/** Dragon Vault's spin, or with `buy` its free spins bought for DRAGON_VAULT_BUY_COST stakes. */
const dragonVaultBody = z.object({ stake: stakeSchema, buy: z.boolean().default(false) }).strict();

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
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const plainSlots: InstantGameRules<Record<string, never>, unknown>[] = [fruitLinesRules, megaWaysRules];
  for (const rules of plainSlots) {
    routes.post(
      slotSpinPath(rules.code),
      { schema: { tags: ['in-house studio'], body: spinBody } },
      async (req) => {
        const session = await requireStudioSession(req, rules.code);
        const round = await playInstantRound(app.db, session, {
          stake: req.body.stake,
          params: {},
          play: (rng) => rules.play(rng, {}),
        });
        return okEnvelope(round, requestedLanguage(req));
      },
    );
  }
  routes.post(
    slotSpinPath(dragonVaultRules.code),
    { schema: { tags: ['in-house studio'], body: dragonVaultBody } },
    async (req) => {
      const session = await requireStudioSession(req, dragonVaultRules.code);
      const { stake, buy } = req.body;
      const params: DragonVaultParams = { buy };
      if (buy) checkBuyStake(stake, session.currency);
      const round = await playInstantRound(app.db, session, {
        stake,
        debit: stake * BigInt(dragonVaultCostInStakes(params)),
        params,
        play: (rng) => {
          const { payoutE4, outcome } = dragonVaultRules.play(rng, params);
          return { payoutE4: dragonVaultPayoutOfDebitE4(payoutE4, params), outcome };
        },
      });
      return okEnvelope(round, requestedLanguage(req));
    },
  );
}
