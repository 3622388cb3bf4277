import { agentTransferAnswerSchema, agentTransferBodySchema } from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { requireRealMember } from '../../plugins/auth.ts';
import { transferToDownline } from './agent-transfer.service.ts';

/**
 * An agent's transfer of cash to a member of its team (issue 17 part 6), in a module of its own:
 * it needs the payment password's lock (accounts), which itself reads the agents' invitations, so
 * the agents module cannot hold it without an import loop.
 */
export async function agentTransferRoutes(app: FastifyInstance): Promise<void> {
  const route = envelopeRoutes(app, 'agent');

  route.post(
    '/wps/agent/transferToDownline',
    {
      summary:
        "Move cash from the agent's balance to a member of its team, confirmed by the payment password",
      description:
        "Only while the site's AGENT_TRANSFER flag is on (AGENT_TRANSFER_OFF otherwise); agents only " +
        '(NOT_AGENT). The member must be below the caller at any depth (AGENT_NOT_IN_TEAM otherwise, for ' +
        'any id). The amount is positive with at most 2 decimals (INVALID_AMOUNT) and at most ' +
        'AGENT_TRANSFER_MAX_AMOUNT (AMOUNT_OUT_OF_RANGE); more than the cash free of bonus turnover is ' +
        'INSUFFICIENT_FUNDS. The payment password is counted and locks like a withdrawal ' +
        "(WRONG_PAYMENT_PASSWORD, PAYMENT_PASSWORD_LOCKED). requestId is the client's idempotency key: " +
        'the same id again moves the money once and answers the first result (other data with it: ' +
        'IDEMPOTENCY_CONFLICT). Both statements show the transfer as AGENT_TRANSFER. Answers the ' +
        "agent's cash balance after it.",
      body: agentTransferBodySchema,
      answer: agentTransferAnswerSchema,
    },
    async (req) => {
      const member = requireRealMember(req);
      return transferToDownline(
        app.db,
        { merchant: req.merchant, id: member.id, type: member.type },
        req.body,
      );
    },
  );
}
