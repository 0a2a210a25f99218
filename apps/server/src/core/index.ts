import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { productionWarnings } from '../config.ts';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { createFirebaseVerifier } from '../integrations/firebase/verifier.ts';
import type { FirebaseVerifier } from '../integrations/firebase/verifier.ts';
import { createLimiter } from '../lib/limiter.ts';
import { countryFromHeaders } from '../lib/regions.ts';
import type { Limiter } from '../lib/limiter.ts';
import { createBus } from './bus.ts';
import type { Bus } from './bus.ts';
import { createCacheBus } from './cache-bus.ts';
import type { CacheBus } from './cache-bus.ts';
import { observability } from './observability/index.ts';
import { createRedisConnections } from './redis.ts';
import type { RedisConnections } from './redis.ts';
import { createMemberRepository } from './accounts/repository.ts';
import { createCaptchaRepository } from './captcha/repository.ts';
import { createCaptchaService } from './captcha/service.ts';
import type { CaptchaService } from './captcha/service.ts';
import { secretBoxOf } from './data-key.ts';
import type { SecretBox } from '../lib/secret-box.ts';
import { createDelivery } from './delivery.ts';
import { registerJobs } from './jobs/index.ts';
import type { JobQueue } from './jobs/index.ts';
import { createSelfClient } from './self-client.ts';
import type { SelfRequest, SelfResponse } from './self-client.ts';
import type { Delivery } from './delivery.ts';
import { createEncryptionRepository } from './encryption/repository.ts';
import { createEncryptionService } from './encryption/service.ts';
import type { EncryptionService } from './encryption/service.ts';
import { createMerchantRepository } from './merchants/repository.ts';
import { createMerchantService } from './merchants/service.ts';
import type { MerchantService } from './merchants/service.ts';
import { createOperatorRepository } from './operators/repository.ts';
import type { OperatorRepository } from './operators/repository.ts';
import { createOperatorSessions } from './operators/service.ts';
import type { OperatorSessions } from './operators/service.ts';
import { createSessionRepository } from './sessions/repository.ts';
import { createSessionService } from './sessions/service.ts';
import type { SessionService } from './sessions/service.ts';
import { createSmsCodeRepository } from './sms-codes/repository.ts';
import { createSmsCodeService } from './sms-codes/service.ts';
import type { SmsCodeService } from './sms-codes/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Kysely<Database>;
    /** the clock of sessions, captchas, codes, sealed bodies and content windows; tests move it */
    clock: () => number;
    /**
     * The root of the keys derived per purpose (game tickets, player tokens, vendor wallet signatures,
     * sandbox payment keys): GAME_TICKET_SECRET, else random per process (several processes must set it).
     */
    secret: string;
    /** seals secrets kept in the database (DATA_ENCRYPTION_KEY; core/data-key.ts) */
    secretBox: SecretBox;
    /** calls this server as an outside party would (core/self-client.ts) */
    selfRequest: (request: SelfRequest) => Promise<SelfResponse>;
    /** keyed counters for login, captcha, registration, SMS and recovery limits (lib/limiter.ts) */
    limiter: Limiter;
    /** the process's two Redis connections with REDIS_URL (core/redis.ts) */
    redis: RedisConnections | undefined;
    /** typed messages between the processes of the install (core/bus.ts) */
    bus: Bus;
    /** drops operator-changed caches in every process (core/cache-bus.ts) */
    cacheBus: CacheBus;
    merchants: MerchantService;
    sessions: SessionService;
    encryption: EncryptionService;
    delivery: Delivery;
    /** the install's durable background jobs (core/jobs): pg-boss on PostgreSQL, embedded on SQLite */
    jobs: JobQueue;
    /** Firebase phone sign-in (SMS login and password recovery by phone) */
    phoneAuth: FirebaseVerifier;
    captchas: CaptchaService;
    smsCodes: SmsCodeService;
    /** operator accounts, their sessions and the audit log (the /ops guard and the operators module) */
    operatorRepository: OperatorRepository;
    operatorSessions: OperatorSessions;
  }
}

export interface CoreOptions {
  config: Config;
  database: DatabaseHandle;
  /** the database was opened for this app: it closes with it */
  ownsDatabase: boolean;
  clock: () => number;
}

/**
 * The core layer: the database, the clock and the services that the cross-cutting plugins and several
 * modules share, decorated once on the root so every plugin and module builds from the same ones.
 */
async function core(app: FastifyInstance, options: CoreOptions): Promise<void> {
  const { config, database, clock } = options;
  const { db } = database;
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', db);
  app.decorate('clock', clock);
  app.decorate('secret', config.gameTicketSecret ?? randomBytes(32).toString('hex'));
  const secretBox = secretBoxOf(config);
  app.decorate('secretBox', secretBox);
  for (const warning of productionWarnings(config)) app.log.warn(warning);
  app.decorate('selfRequest', createSelfClient(app));
  if (options.ownsDatabase) app.addHook('onClose', async () => database.destroy());

  const redis = config.redisUrl ? createRedisConnections(config.redisUrl, app.log, config.redisPrefix) : undefined;
  app.decorate('redis', redis);
  const bus = createBus({ redis, prefix: config.redisPrefix, log: app.log });
  app.decorate('bus', bus);
  // closed last (hooks run in reverse): the modules' own close hooks may still publish
  app.addHook('onClose', async () => {
    await bus.close();
    await redis?.close();
  });

  const limiter = createLimiter({ redis: redis?.command, prefix: `${config.redisPrefix}lobby-lim:`, now: clock });
  app.decorate('limiter', limiter);
  app.addHook('onClose', async () => limiter.close());

  app.decorate('cacheBus', createCacheBus({ bus, log: app.log }));
  observability(app);
  await bus.ready;
  // REDIS_URL means several processes: keys made at random per process would not be shared by them.
  const unshared = [
    ['GAME_TICKET_SECRET', config.gameTicketSecret],
    ['OIDC_STATE_SECRET', config.oidc.stateSecret],
  ].filter(([, value]) => !value);
  if (config.redisUrl && unshared.length > 0) {
    app.log.warn(
      `REDIS_URL is set but ${unshared.map(([name]) => name).join(' and ')} not: what one process signs (game and ` +
        'chat tickets, social sign-in flows) the others refuse; set them to the same value on every process',
    );
  }

  // Merchants change through operators, not tests: their snapshot runs on the wall clock.
  app.decorate('merchants', createMerchantService({ repository: createMerchantRepository(db), bus: app.cacheBus }));
  app.decorate(
    'sessions',
    createSessionService({
      repository: createSessionRepository(db),
      members: createMemberRepository(db),
      now: clock,
      countryOf: (request) => countryFromHeaders(request.raw, config.trustProxy),
    }),
  );
  const encryption = createEncryptionService({ repository: createEncryptionRepository(db), box: app.secretBox, now: clock });
  app.decorate('encryption', encryption);
  const resealed = await encryption.resealStored();
  if (resealed > 0) app.log.info(`sealed ${resealed} body-encryption private key(s) with the current DATA_ENCRYPTION_KEY`);

  // after the database's close hook: the workers stop before it closes (hooks close in reverse order)
  const jobs = await registerJobs(app);
  const delivery = createDelivery(config, db, jobs, secretBox);
  app.decorate('delivery', delivery);
  app.addHook('onClose', async () => delivery.mail.close());
  app.decorate(
    'phoneAuth',
    createFirebaseVerifier({
      projectId: config.firebaseProjectId,
      jwksUrl: config.firebaseJwksUrl,
      emulatorHost: config.firebaseAuthEmulatorHost,
    }),
  );
  if (config.firebaseAuthEmulatorHost) {
    app.log.warn(`Firebase Auth emulator mode (${config.firebaseAuthEmulatorHost}): unsigned phone ID tokens are accepted`);
  }

  app.decorate('captchas', createCaptchaService({ repository: createCaptchaRepository(db), limiter, now: clock }));
  app.decorate('smsCodes', createSmsCodeService({ repository: createSmsCodeRepository(db), now: clock }));
  const operatorRepository = createOperatorRepository(db, secretBox);
  app.decorate('operatorRepository', operatorRepository);
  // Secrets written before sealing (or under the previous DATA_ENCRYPTION_KEY) are sealed anew at start.
  try {
    const resealed = await operatorRepository.resealTotpSecrets();
    if (resealed > 0) app.log.info(`sealed ${resealed} operator TOTP secret(s) with the current data key`);
  } catch (err) {
    app.log.error({ err }, 'could not re-seal the operators\' TOTP secrets (DATA_ENCRYPTION_KEY changed without DATA_ENCRYPTION_KEY_PREVIOUS?)');
  }
  app.decorate('operatorSessions', createOperatorSessions({ repository: operatorRepository, now: clock, idleMs: config.consoleIdleMinutes * 60_000 }));
}

export default fp(core, { name: 'lobby-core' });
