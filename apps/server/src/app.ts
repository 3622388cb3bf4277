import { randomUUID } from 'node:crypto';
import formBody from '@fastify/formbody';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { DB } from './db/schema.ts';
import { accountRoutes } from './modules/accounts/accounts.routes.ts';
import { agentsOpsRoutes } from './modules/agent-ops/agent-ops.routes.ts';
import { agentPayOpsRoutes } from './modules/agent-pay-ops/agent-pay-ops.routes.ts';
import { agentTransferRoutes } from './modules/agent-transfer/agent-transfer.routes.ts';
import { agentPayRoutes } from './modules/agents/agent-pay.routes.ts';
import { agentRoutes } from './modules/agents/agents.routes.ts';
import { adminSite } from './modules/backoffice/admin-site.ts';
import { backofficeRoutes } from './modules/backoffice/backoffice.routes.ts';
import { merchantImageRoutes } from './modules/backoffice/merchant-editor.routes.ts';
import { setUpChat } from './modules/chat/chat.plugin.ts';
import { memberChatRoutes } from './modules/chat/member-chat.routes.ts';
import { staffChatRoutes } from './modules/chat/staff-chat.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { contentImageRoutes } from './modules/content/content-images.routes.ts';
import { gameIconRoutes, gameRoutes } from './modules/games/games.routes.ts';
import { kycRoutes } from './modules/kyc/kyc.routes.ts';
import type { KycDeps } from './modules/kyc/kyc.service.ts';
import { folderFileStore } from './modules/kyc/kyc-files.ts';
import { type KycProvider, manualReview } from './modules/kyc/kyc-provider.ts';
import { kycOpsRoutes } from './modules/kyc-review/kyc-ops.routes.ts';
import { liveRoutes } from './modules/live/live-socket.ts';
import { lotteryGatewayRoutes } from './modules/lottery/gateway/gateway.routes.ts';
import { lotteryHistoryRoutes } from './modules/lottery/history/history.routes.ts';
import { lotteryDraws } from './modules/lottery/lottery.plugin.ts';
import { lotteryRoutes } from './modules/lottery/lottery.routes.ts';
import { lotteryOperatorRoutes } from './modules/lottery/operator/lottery-operator.routes.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { messagesOpsRoutes } from './modules/messages/messages-ops.routes.ts';
import { builtInPixGateways, type PixGateways } from './modules/payments/payment-gateway.ts';
import { paymentRoutes } from './modules/payments/payments.routes.ts';
import { pixWebhookRoutes } from './modules/payments/pix-webhook.routes.ts';
import { promotionsRoutes } from './modules/promotions/promotions.routes.ts';
import { promotionsOpsRoutes } from './modules/promotions-ops/promotions-ops.routes.ts';
import { responsibleGamingRoutes } from './modules/responsible-gaming/rg.routes.ts';
import { rgOperatorRoutes } from './modules/rg-operator/rg-operator.routes.ts';
import { sessionRoutes } from './modules/sessions/sessions.routes.ts';
import { opsAccess } from './modules/staff/ops-access.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { realityCheckRoutes } from './modules/studio/reality-check.routes.ts';
import { sharedRounds } from './modules/studio/shared-rounds/shared-rounds.plugin.ts';
import { studioRoutes } from './modules/studio/studio.routes.ts';
import { studioSite } from './modules/studio/studio-site.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { type MessageProvider, outboxProvider } from './modules/verification/message-provider.ts';
import { verificationRoutes } from './modules/verification/verification.routes.ts';
import { rewardRuns } from './modules/vip/reward-runs.plugin.ts';
import { vipRoutes } from './modules/vip/vip.routes.ts';
import { vipOpsRoutes } from './modules/vip/vip-ops.routes.ts';
import { vendorWalletRoutes } from './modules/wallet/vendor-wallet.routes.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { authentication } from './plugins/auth.ts';
import { errorHandling, handleClientError, handleFrameworkError } from './plugins/errors.ts';
import { openApi } from './plugins/openapi.ts';
import { limitRefusedCredentials, limitRequests, routeUnder } from './plugins/rate-limits.ts';
import { requestContext } from './plugins/request-context.ts';
import { responseSerializer } from './plugins/response-serializer.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { inlineScriptHashes, staticSite } from './plugins/static-site.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<DB>;
    /** Where SMS and e-mail go: the outbox by default, a real gateway in production. */
    messages: MessageProvider;
    /**
     * The PIX payment providers by name; each merchant's pix_gateway picks one (merchant-gateway.ts).
     * Built in: the sandbox, for demo sites only; a real PSP adapter is added here.
     */
    pix: PixGateways;
    /** Identity documents' store (outside the served folders) and the document provider. */
    kyc: KycDeps;
  }
}

export interface AppDeps {
  config: Config;
  db: Kysely<DB>;
  /** Shared store for rate limits across processes; in-process when absent. */
  redis?: Redis;
  messages?: MessageProvider;
  pix?: PixGateways;
  /** The identity-verification provider; the built-in manual review when absent. */
  kycProvider?: KycProvider;
  logger?: boolean;
}

/** Builds the whole HTTP application; main.ts listens on it, tests inject into it. */
export async function buildApp({
  config,
  db,
  redis,
  messages = outboxProvider,
  pix = builtInPixGateways,
  kycProvider = manualReview,
  logger = true,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    // Headers beyond this answer the envelope through handleClientError (HPE_HEADER_OVERFLOW).
    http: { maxHeaderSize: 16 * 1024 },
    clientErrorHandler: handleClientError,
    frameworkErrors: handleFrameworkError,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
  });
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('messages', messages);
  app.decorate('pix', pix);
  app.decorate('kyc', { files: folderFileStore(config.kycFilesDir), provider: kycProvider });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);
  // Before any route: every /ops route declares its permission and is checked by one gate.
  opsAccess(app);

  await app.register(errorHandling);
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(config.webDistDir)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // HSTS only matters behind TLS; a proxy that terminates TLS sends it itself otherwise.
    strictTransportSecurity: config.trustProxy ? undefined : false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(openApi);

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  // One websocket server for every socket (the studio's shared rounds, the live chat). Its frame
  // limit fits the largest message of any: a chat message of 1000 characters in UTF-8.
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  await setUpChat(app, redis);

  await app.register(async (api) => {
    await limitRequests(api, redis, { name: 'wps', perMinute: config.rateLimitPerMinute });
    await api.register(formBody);
    await api.register(requestContext);
    await api.register(authentication);
    await api.register(systemRoutes);
    await api.register(verificationRoutes);
    await api.register(sessionRoutes);
    await api.register(accountRoutes);
    await api.register(walletRoutes);
    await api.register(paymentRoutes);
    await api.register(responsibleGamingRoutes);
    await api.register(kycRoutes);
    await api.register(agentPayRoutes);
    await api.register(gameRoutes);
    await api.register(lotteryHistoryRoutes);
    await api.register(lotteryGatewayRoutes);
    await api.register(messagesRoutes, { redis });
    await api.register(memberChatRoutes);
    await api.register(liveRoutes);
    await api.register(agentRoutes);
    await api.register(agentTransferRoutes);
    await api.register(promotionsRoutes);
    await api.register(vipRoutes);
  });

  // Every surface has a budget fit for its callers (hardening 3; README, configuration).
  const limits = config.rateLimits;
  await app.register(async (wallet) => {
    await limitRefusedCredentials(wallet, redis, 'wallet-refused', limits.walletBadSignatures);
    // Counted per vendor once the signature is checked: a forger cannot spend a vendor's budget.
    await limitRequests(wallet, redis, {
      name: 'wallet',
      perMinute: limits.walletPerVendor,
      hook: 'preHandler',
      key: (req) => `vendor:${String(req.headers['x-vendor']).slice(0, 32)}`,
    });
    await wallet.register(vendorWalletRoutes);
  });
  await app.register(async (pix) => {
    await limitRequests(pix, redis, {
      name: 'pix',
      perMinute: limits.pixWebhook,
      apart: { name: 'sandbox', perMinute: limits.sandbox, applies: routeUnder('/sandbox/') },
    });
    await pix.register(pixWebhookRoutes);
  });
  await app.register(async (ops) => {
    await limitRequests(ops, redis, {
      name: 'ops',
      perMinute: limits.ops,
      apart: { name: 'login', perMinute: limits.opsLogin, applies: routeUnder('/ops/api/v1/login') },
    });
    await ops.register(staffRoutes);
    await ops.register(backofficeRoutes);
    await ops.register(contentRoutes);
    await ops.register(lotteryOperatorRoutes);
    await ops.register(messagesOpsRoutes);
    await ops.register(staffChatRoutes);
    await ops.register(rgOperatorRoutes);
    await ops.register(kycOpsRoutes);
    await ops.register(agentsOpsRoutes);
    await ops.register(promotionsOpsRoutes);
    await ops.register(agentPayOpsRoutes);
    await ops.register(vipOpsRoutes);
  });
  await app.register(gameIconRoutes);
  await app.register(contentImageRoutes);
  await app.register(merchantImageRoutes);
  await app.register(async (studio) => {
    await limitRequests(studio, redis, {
      name: 'studio',
      perMinute: limits.studio,
      apart: { name: 'ws', perMinute: limits.studioSockets, applies: routeUnder('/studio/ws/') },
    });
    await studio.register(studioRoutes);
    await studio.register(sharedRounds, { redis });
    await studio.register(lotteryRoutes);
    await studio.register(realityCheckRoutes);
  });
  await app.register(lotteryDraws);
  await app.register(rewardRuns);
  await app.register(studioSite);
  await app.register(adminSite);
  await app.register(staticSite);
  return app;
}
