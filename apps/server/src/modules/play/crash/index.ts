import type { LobbyModule } from '../../../core/ops.ts';
import type { CrashBeaconConfig } from '../../../config.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { RandomnessBeacon } from '../../../integrations/beacon/beacon.ts';
import { createDrandBeacon } from '../../../integrations/beacon/drand.ts';
import { createLocalBeacon } from '../../../integrations/beacon/local.ts';
import { createPlayRules } from '../originals/index.ts';
import { createCrashBus } from './bus.ts';
import { createCrashRepository } from './repository.ts';
import crashRoutes from './routes.ts';
import { createCrashService } from './service.ts';
import type { CrashService } from './service.ts';
import { crashSocket } from './socket.ts';

export { CRASH_GAME } from './service.ts';
export type { CrashService } from './service.ts';

/** The crash service of each app (keyed by its HTTP server, the same object in every plugin context). */
const services = new WeakMap<object, CrashService>();

/** This app's crash service (tests drive its clock through it). */
export function crashOf(app: { server: object }): CrashService | undefined {
  return services.get(app.server);
}

/** The beacon crash salts come from: drand, or outside production the local stand-in on the app's clock. */
export function crashBeaconOf(config: CrashBeaconConfig, now: () => number): RandomnessBeacon {
  if (config.kind === 'drand') return createDrandBeacon(config.drand);
  return createLocalBeacon({ seed: 'lobby local beacon', now });
}

/**
 * Crash, the in-house multiplayer game (BGS_01): one round at a time per merchant, on a round clock that
 * one process runs (a lease in the database), its events fanned out to every process's sockets (Redis when
 * configured). A merchant's clock starts in a process on its first crash request or socket there, so apps
 * that never serve crash run nothing; it stops, and hands its lease over, when the app closes.
 */
const crash: LobbyModule = async (app) => {
  const bus = createCrashBus({ bus: app.bus, log: app.log });
  const rules = createPlayRules(app, app.services.rounds);
  const service = createCrashService({
    repository: createCrashRepository(app.db),
    rounds: app.services.rounds,
    bus,
    config: app.config.crash,
    beacon: crashBeaconOf(app.config.crashBeacon, app.clock),
    beaconMarginMs: app.config.crashBeacon.marginMs,
    now: app.clock,
    log: app.log,
    play: {
      limits: rules.limits,
      assertMayStake: (who) => rules.assertMayStake(who.sessionId, who.purse.memberId, who.merchant),
      transaction: (fn) => inTransaction(app.database, fn),
      countAutoRound: rules.countAutoRound,
      uncountAutoRound: rules.uncountAutoRound,
    },
  });
  services.set(app.server, service);
  app.addHook('onClose', async () => {
    await service.close();
    await bus.close();
  });
  await app.register(crashRoutes, { crash: service });
  await app.register(async (scope) => crashSocket(scope, { crash: service, bus }));
};

export default crash;
