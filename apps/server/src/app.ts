import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { createDatabase } from './db/database.ts';
import { createFirebaseVerifier } from './integrations/firebase/verifier.ts';
import { createGameVendorRegistry } from './integrations/game-vendors/adapter.ts';
import { createDemoVendor } from './integrations/game-vendors/demo-vendor.ts';
import type { DatabaseHandle } from './db/database.ts';
import { prepareDatabase } from './db/prepare.ts';
import { createMailSender } from './integrations/mail/sender.ts';
import { createOutboxRepository } from './integrations/outbox/repository.ts';
import { createSmsGateway } from './integrations/sms/gateway.ts';
import { failure } from './lib/envelope.ts';
import { createLimiter } from './lib/limiter.ts';
import mediaRoutes from './modules/media/routes.ts';
import captchaRoutes from './modules/captcha/routes.ts';
import { createBannerRepository } from './modules/banner/repository.ts';
import bannerRoutes from './modules/banner/routes.ts';
import { createBannerService } from './modules/banner/service.ts';
import demoGameRoutes from './modules/game/demo-routes.ts';
import gameMediaRoutes from './modules/game/media-routes.ts';
import gameOpsRoutes from './modules/game/ops-routes.ts';
import { createPlayerGameRepository } from './modules/game/player-repository.ts';
import { createGameRepository } from './modules/game/repository.ts';
import gameRoutes from './modules/game/routes.ts';
import { createGameService } from './modules/game/service.ts';
import { createCaptchaRepository } from './modules/captcha/repository.ts';
import { CaptchaService } from './modules/captcha/service.ts';
import { createMemberRepository } from './modules/member/repository.ts';
import memberRoutes from './modules/member/routes.ts';
import { createMemberService } from './modules/member/service.ts';
import { createMerchantRepository } from './modules/merchant/repository.ts';
import { MerchantService } from './modules/merchant/service.ts';
import opsRoutes from './modules/ops/routes.ts';
import outboxRoutes from './modules/outbox/routes.ts';
import { createPasswordRepository } from './modules/password/repository.ts';
import passwordRoutes from './modules/password/routes.ts';
import { createPasswordService } from './modules/password/service.ts';
import { createOutboxService } from './modules/outbox/service.ts';
import { createOpsService } from './modules/ops/service.ts';
import { createAnnouncementRepository } from './modules/announcement/repository.ts';
import announcementRoutes from './modules/announcement/routes.ts';
import contentMediaRoutes from './modules/announcement/media-routes.ts';
import promotionOpsRoutes from './modules/announcement/ops-routes.ts';
import { createAnnouncementService } from './modules/announcement/service.ts';
import { createFeedbackRepository } from './modules/feedback/repository.ts';
import { createChatRepository } from './modules/chat/repository.ts';
import chatOpsRoutes from './modules/chat/ops-routes.ts';
import chatRoutes from './modules/chat/routes.ts';
import { createChatService } from './modules/chat/service.ts';
import { createChatTickets } from './modules/chat/ticket.ts';
import { createInboxRepository } from './modules/inbox/repository.ts';
import inboxOpsRoutes from './modules/inbox/ops-routes.ts';
import inboxRoutes from './modules/inbox/routes.ts';
import { createInboxService } from './modules/inbox/service.ts';
import feedbackRoutes from './modules/feedback/routes.ts';
import { createFeedbackService } from './modules/feedback/service.ts';
import { createEncryptionRepository } from './modules/session/encryption-repository.ts';
import { EncryptionService } from './modules/session/encryption-service.ts';
import { createLoginService } from './modules/session/login-service.ts';
import { createSessionRepository } from './modules/session/repository.ts';
import socialRoutes from './modules/social/routes.ts';
import { createSocialLogin } from './modules/social/setup.ts';
import sessionRoutes from './modules/session/routes.ts';
import { SessionService } from './modules/session/service.ts';
import { createRegisterRepository } from './modules/register/repository.ts';
import registerRoutes from './modules/register/routes.ts';
import { createRegisterService } from './modules/register/service.ts';
import { createSystemRepository } from './modules/system/repository.ts';
import systemRoutes from './modules/system/routes.ts';
import { createSystemService } from './modules/system/service.ts';
import { createWalletRepository } from './modules/wallet/repository.ts';
import walletRoutes from './modules/wallet/routes.ts';
import { createWalletService } from './modules/wallet/service.ts';
import { createVerificationRepository } from './modules/verification/repository.ts';
import verificationRoutes from './modules/verification/routes.ts';
import { createVerificationService } from './modules/verification/service.ts';
import authPlugin from './plugins/auth.ts';
import bodyDecryptionPlugin from './plugins/body-decryption.ts';
import errorsPlugin from './plugins/errors.ts';
import limiterPlugin from './plugins/limiter.ts';
import merchantPlugin from './plugins/merchant.ts';
import openapiPlugin from './plugins/openapi.ts';
import securityHeadersPlugin from './plugins/security-headers.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import webApp from './plugins/web-app.ts';

export interface BuildAppOptions {
  config: Config;
  /** An open database; when omitted one is opened from config.databaseUrl and closed with the app. */
  database?: DatabaseHandle;
  /** Migrate, and seed an empty database, before serving (default true). */
  prepareDatabase?: boolean;
  /** The clock of sessions, captchas and sealed bodies (tests move it forward); default Date.now. */
  now?: () => number;
}

export type App = FastifyInstance & { database: DatabaseHandle };

/** Body size for JSON and forms; uploads go through multipart with their own limits. */
const BODY_LIMIT = 1024 * 1024;

/** The SPA: own scripts only, inline styles (React style props), images also from data: and blob: URLs. */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
  // Installs are often reached over plain http on a LAN address; upgrading would break every asset.
  upgradeInsecureRequests: null,
};

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config } = options;
  const ownsDatabase = !options.database;
  const database = options.database ?? createDatabase(config.databaseUrl);
  try {
    if (options.prepareDatabase !== false) await prepareDatabase(database);
  } catch (err) {
    if (ownsDatabase) await database.destroy();
    throw err;
  }

  const app = Fastify({
    logger: { level: config.logLevel },
    // A hop count is valid at run time (proxy-addr); Fastify's types leave numbers out.
    trustProxy: config.trustProxy as boolean | string | string[],
    bodyLimit: BODY_LIMIT,
    // Undecodable URLs are rejected by the router before any handler runs; answer them in the envelope.
    frameworkErrors: (_error, _request, reply) => {
      (reply as FastifyReply).code(400).send(failure('request.invalid', 'The URL is not valid.'));
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate('database', database);
  if (ownsDatabase) app.addHook('onClose', async () => database.destroy());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External plugins.
  await app.register(securityHeadersPlugin, { helmet: { contentSecurityPolicy: { directives: CSP_DIRECTIVES } } });
  await app.register(compress, { threshold: 1024 });
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  await app.register(multipart, {
    limits: { fileSize: 5 * 1024 * 1024, files: 3, fields: 50, fieldSize: 64 * 1024 },
  });
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl });
  await app.register(openapiPlugin);

  // Ours.
  const merchants = new MerchantService(createMerchantRepository(database.db));
  await app.register(errorsPlugin);
  await app.register(merchantPlugin, { merchants });
  const now = options.now ?? Date.now;
  await app.register(limiterPlugin, { limiter: createLimiter({ redisUrl: config.redisUrl, now }) });
  const sessionRepository = createSessionRepository(database.db);
  const sessions = new SessionService(sessionRepository, { now });
  await app.register(authPlugin, { sessions });
  await app.register(bodyDecryptionPlugin, {
    encryption: new EncryptionService(createEncryptionRepository(database.db), { now }),
  });
  // Delivery: without SMS_GATEWAY_URL / SMTP_URL messages go to the outbox table (GET /ops/outbox).
  const outbox = createOutboxRepository(database.db);
  const mail = createMailSender(config, outbox);
  app.addHook('onClose', async () => mail.close());
  const verification = createVerificationService({
    repository: createVerificationRepository(database.db),
    sms: createSmsGateway(config, outbox),
    limiter: app.limiter,
    now,
    onSendError: (err) => app.log.error({ err }, 'SMS delivery failed'),
  });
  const phoneAuth = createFirebaseVerifier({ projectId: config.firebaseProjectId, jwksUrl: config.firebaseJwksUrl });

  // Modules.
  await app.register(systemRoutes, {
    service: createSystemService(createSystemRepository(database.db)),
    trustProxy: config.trustProxy !== false,
  });
  await app.register(mediaRoutes, { merchants });
  // Announcements, promotions, help centre, customer service, downloads.
  const announcements = createAnnouncementService(createAnnouncementRepository(database.db), { now });
  await app.register(announcementRoutes, { service: announcements });
  await app.register(contentMediaRoutes, { service: announcements, merchants });
  await app.register(feedbackRoutes, {
    service: createFeedbackService(createFeedbackRepository(database.db), { dataDir: config.dataDir, now }),
  });
  if (config.opsToken) {
    await app.register(promotionOpsRoutes, { prefix: '/ops', service: announcements, token: config.opsToken });
  }
  await app.register(verificationRoutes, { service: verification });
  await app.register(passwordRoutes, {
    service: createPasswordService({
      repository: createPasswordRepository(database.db),
      verification,
      firebase: phoneAuth,
      mail,
      sessions,
      limiter: app.limiter,
      publicUrl: config.publicUrl,
      now,
      log: app.log,
    }),
  });
  // Accounts: captcha, sessions and logins, registration, member, wallet.
  const members = createMemberRepository(database.db);
  const captchas = new CaptchaService({ repository: createCaptchaRepository(database.db), limiter: app.limiter, now });
  await app.register(captchaRoutes, { captchas });
  await app.register(sessionRoutes, {
    login: createLoginService({
      sessions,
      sessionRepository,
      members,
      captchas,
      limiter: app.limiter,
      smsCodes: verification,
      firebase: phoneAuth,
      loginIpLimit: config.loginIpLimit,
      now,
    }),
  });
  await app.register(registerRoutes, {
    service: createRegisterService({
      repository: createRegisterRepository(database.db),
      members,
      sessions,
      captchas,
      limiter: app.limiter,
      smsCodes: verification,
      now,
    }),
  });
  await app.register(memberRoutes, { service: createMemberService(members) });
  await app.register(walletRoutes, { service: createWalletService(createWalletRepository(database.db)) });
  // Social login: Google and Facebook through OpenID Connect, or the local provider standing in for both.
  const social = createSocialLogin({ app, config, db: database.db, sessions, merchants, now });
  if (social.localOidc) await social.localOidc.register(app);
  await app.register(socialRoutes, { service: social.service });
  // Game lobby: catalogue, favourites and recent, launch through the vendor adapters (all on the bundled
  // demo vendor here), artwork, banners.
  const demoVendor = createDemoVendor({ secret: config.gameTicketSecret, now });
  const games = createGameService({
    games: createGameRepository(database.db),
    players: createPlayerGameRepository(database.db),
    vendors: createGameVendorRegistry(demoVendor),
    demo: demoVendor,
    wallets: createWalletService(createWalletRepository(database.db)),
    merchants,
    now,
    cacheTtlMs: config.gameCacheTtlMs,
  });
  await app.register(gameRoutes, { service: games });
  await app.register(gameMediaRoutes, { service: games });
  await app.register(demoGameRoutes, { service: games });
  await app.register(bannerRoutes, { service: createBannerService(createBannerRepository(database.db), { now }) });
  if (config.opsToken) {
    await app.register(opsRoutes, {
      prefix: '/ops',
      service: createOpsService(merchants),
      token: config.opsToken,
    });
    await app.register(outboxRoutes, {
      prefix: '/ops',
      service: createOutboxService(outbox),
      token: config.opsToken,
    });
    await app.register(gameOpsRoutes, { prefix: '/ops', service: games, token: config.opsToken });
  }
  // Inbox and live chat with customer service (module CBS3).
  const inbox = createInboxService(createInboxRepository(database.db), { now });
  const chat = createChatService({
    repository: createChatRepository(database.db),
    tickets: createChatTickets(config.gameTicketSecret),
    limiter: app.limiter,
    now,
  });
  await app.register(inboxRoutes, { service: inbox });
  await app.register(chatRoutes, { service: chat });
  if (config.opsToken) {
    await app.register(inboxOpsRoutes, { prefix: '/ops', service: inbox, merchants, token: config.opsToken });
    await app.register(chatOpsRoutes, { prefix: '/ops', service: chat, merchants, token: config.opsToken });
  }
  await app.register(webApp, { webDist: config.webDist });

  return app as unknown as App;
}
