import { leaderboardListSchema, signInStateSchema, vipBenefitsSchema } from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { requireRealMember } from '../../plugins/auth.ts';
import { memberLeaderboards } from '../leaderboards/leaderboards.service.ts';
import { claimToday, signInState } from '../sign-in/sign-in.service.ts';
import { memberBenefits } from './vip-levels.ts';

/**
 * The member's VIP benefits (`/m/member/benefits`), daily sign-in (`/m/activity/signIn`) and
 * leaderboards (`/m/leaderBoard`). Real accounts only, except the leaderboards a visitor may read.
 */
export async function vipRoutes(app: FastifyInstance): Promise<void> {
  const route = envelopeRoutes(app, 'vip and rewards');

  route.get(
    '/wps/vip/benefits',
    {
      summary: "The VIP levels, the member's level (re-evaluated now) and the progress to the next",
      answer: vipBenefitsSchema,
    },
    async (req) => memberBenefits(app.db, req.merchant, requireRealMember(req).id),
  );

  route.get(
    '/wps/sign-in',
    { summary: "The sign-in calendar, today's reward and the member's streak", answer: signInStateSchema },
    async (req) => signInState(app.db, req.merchant, requireRealMember(req).id, req.language),
  );

  route.post(
    '/wps/sign-in/claim',
    {
      summary: "Claim today's sign-in reward (once per day in the site's time zone)",
      description:
        'A second claim the same day, however raced, is PROMOTION_ALREADY_CLAIMED and pays nothing.',
      answer: signInStateSchema,
    },
    async (req) => claimToday(app.db, req.merchant, requireRealMember(req), req.language),
  );

  route.get(
    '/wps/leaderboards',
    {
      summary: "The site's leaderboards: running ones with their standings, closed ones with winners",
      answer: leaderboardListSchema,
    },
    async (req) => memberLeaderboards(app.db, req.merchant, req.member?.id ?? null, req.language),
  );
}
