import {
  paymentSettingsBodySchema,
  paymentSettingsParamsSchema,
  paymentSettingsSchema,
  playerIdParamsSchema,
  playerNoteBodySchema,
  playerNoteListSchema,
  playerNoteSchema,
  playerPasswordResetAnswerSchema,
  playerPasswordResetBodySchema,
} from '@ficha/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { requestedLanguage } from '../../plugins/request-context.ts';
import { signedInStaff } from '../staff/ops-access.ts';
import { paymentSettings, updatePaymentSettings } from './payment-settings.service.ts';
import { addPlayerNote, playerNotes, resetPlayerPassword } from './player-care.service.ts';

/**
 * The console's care of players (notes, password reset) and a merchant's payment settings
 * (issue 15 parts 4 and 5). Each is scoped to the staff member's merchants and audited.
 */
export async function playerCareRoutes(app: FastifyInstance): Promise<void> {
  const route = envelopeRoutes(app, 'operator', requestedLanguage);
  const by = (req: FastifyRequest) => ({ staff: signedInStaff(req), ip: req.ip });
  const gateways = () => ({ gateways: app.pix, production: app.config.production });

  route.get(
    '/ops/api/v1/players/:id/notes',
    {
      summary: "Staff notes on a player, newest first, with each note's author and time",
      permission: 'players.read',
      params: playerIdParamsSchema,
      answer: playerNoteListSchema,
    },
    async (req) => playerNotes(app.db, signedInStaff(req), req.params.id),
  );

  route.post(
    '/ops/api/v1/players/:id/notes',
    {
      summary: 'Add a note on a player (append-only: a correction is a new note), audited',
      permission: 'players.write',
      params: playerIdParamsSchema,
      body: playerNoteBodySchema,
      answer: playerNoteSchema,
    },
    async (req) => addPlayerNote(app.db, by(req), req.params.id, req.body.text),
  );

  route.post(
    '/ops/api/v1/players/:id/password/reset',
    {
      summary: "Reset a player's password: a temporary one goes to the player's mobile or e-mail",
      description:
        'The staff member never sees it. The old password stops working, every session and game ' +
        'session ends, and the site asks for a new password at the next login. NO_CONTACT: the ' +
        'player has no mobile (SMS) or e-mail (EMAIL) to send it to.',
      permission: 'players.write',
      params: playerIdParamsSchema,
      body: playerPasswordResetBodySchema,
      answer: playerPasswordResetAnswerSchema,
    },
    async (req) => resetPlayerPassword(app.db, app.messages, by(req), req.params.id, req.body),
  );

  route.get(
    '/ops/api/v1/merchants/:merchantId/payment-settings',
    {
      summary: "A merchant's PIX gateway, deposit methods and withdrawal limits",
      permission: 'payments.settings',
      params: paymentSettingsParamsSchema,
      answer: paymentSettingsSchema,
    },
    async (req) => paymentSettings(app.db, gateways(), signedInStaff(req), req.params.merchantId),
  );

  route.put(
    '/ops/api/v1/merchants/:merchantId/payment-settings',
    {
      summary: "Change a merchant's payment settings (a sandbox gateway: demo merchants only)",
      description:
        'Send the `version` read with the settings: a newer change answers EDIT_CONFLICT. The ' +
        'database refuses a sandbox gateway on a merchant that is not a demo site: SANDBOX_DEMO_ONLY.',
      permission: 'payments.settings',
      params: paymentSettingsParamsSchema,
      body: paymentSettingsBodySchema,
      answer: paymentSettingsSchema,
    },
    async (req) => updatePaymentSettings(app.db, gateways(), by(req), req.params.merchantId, req.body),
  );
}
