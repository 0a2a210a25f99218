import { INHOUSE_VENDOR } from '@lobby/contract';
import type { LobbyModule } from '../../../core/ops.ts';
import { createGameVendorRegistry, unconnectedVendor } from '../../../integrations/game-vendors/adapter.ts';
import { createDemoAdapter } from '../../../integrations/game-vendors/demo/adapter.ts';
import type { GameVendorRegistry } from '../../../integrations/game-vendors/adapter.ts';
import { createLocalTransferVendor, keepLocalTransferVendor, LOCAL_TRANSFER_VENDOR } from '../../../integrations/game-vendors/transfer/local-vendor.ts';
import { mountTransferWallet, withTransferWallets } from '../transfer-wallet/index.ts';
import { createHub88Adapter } from '../../../integrations/game-vendors/hub88/adapter.ts';
import { createInHouseAdapter } from '../../../integrations/game-vendors/inhouse.ts';
import type { DemoFamily, DemoFamilyDeps } from '../../../integrations/game-vendors/demo/family.ts';
import { createCockfightFamily } from '../../../integrations/game-vendors/demo/cockfight/index.ts';
import { createLiveFamily } from '../../../integrations/game-vendors/demo/live/index.ts';
import { demoSite } from '../../../integrations/game-vendors/demo/site.ts';
import { createHoldemFamily } from '../../../integrations/game-vendors/demo/holdem/index.ts';
import { createPokerFamily } from '../../../integrations/game-vendors/demo/poker/index.ts';
import { createDrawClient } from '../../../integrations/game-vendors/demo/lottery/draws.ts';
import { createLotteryFamily } from '../../../integrations/game-vendors/demo/lottery/index.ts';
import { createFishingFamily } from '../../../integrations/game-vendors/demo/fishing/index.ts';
import { createDemoTokens } from '../../../integrations/game-vendors/demo/tickets.ts';
import { createWalletClient } from '../../../integrations/game-vendors/demo/wallet-client.ts';
import { DEMO_INTEGRATION, playerTokensOf, walletSecretOf } from '../seamless-wallet/index.ts';
import launchRoutes from './routes.ts';
import { createLaunchService } from './service.ts';

/**
 * Game launches through the vendor adapters: the in-house games (BGS) open their screens in this web app,
 * every other vendor plays on the bundled demo vendor here while its switch is on (DEMO_VENDOR; on by
 * default outside production), and is "not connected" otherwise. The demo vendor's site is mounted here
 * too; it plays through the seamless wallet over HTTP like an outside vendor.
 */
const launch: LobbyModule = async (app) => {
  const tokens = createDemoTokens({ secret: app.secret, now: app.clock });
  const demoVendor = app.config.standIns.demoVendor;
  const hub88 = app.config.hub88;
  const hub88Adapter = hub88 ? createHub88Adapter({ config: hub88, log: app.log }) : undefined;
  // transfer-wallet vendors: the local one (TRANSFER_DEMO_VENDORS' games play on it), its site mounted here
  const transferDemo = app.config.transferWallet.demoVendors;
  const localTransfer = transferDemo.length > 0 ? createLocalTransferVendor({ code: LOCAL_TRANSFER_VENDOR, secret: app.secret, now: app.clock }) : undefined;
  // mounted always (the member's in-game view and return call answer nothing in game without vendors)
  const transfer = await mountTransferWallet(app, new Map(localTransfer ? [[LOCAL_TRANSFER_VENDOR, localTransfer.vendor]] : []));
  if (localTransfer) await app.register(localTransfer.site);
  if (localTransfer) keepLocalTransferVendor(app.database, localTransfer);
  const withTransfer = (registry: GameVendorRegistry) =>
    localTransfer ? withTransferWallets(registry, transfer, new Map(transferDemo.map((v) => [v, LOCAL_TRANSFER_VENDOR])), app.log) : registry;
  const service = createLaunchService({
    catalogue: app.services.catalogue,
    players: app.services.playerGames,
    vendors: withTransfer(createGameVendorRegistry(demoVendor ? createDemoAdapter(tokens) : unconnectedVendor, {
      // the vendors configured to launch through Hub88 (HUB88_VENDORS), the aggregator's seamless wallet
      ...(hub88 ? Object.fromEntries(hub88.vendors.map((v) => [v, hub88Adapter!])) : {}),
      [INHOUSE_VENDOR]: createInHouseAdapter(),
    })),
    tokens: playerTokensOf(app),
    merchants: app.merchants,
    freeRoundsOf: (memberId, game) => app.services.bonus.freeRoundsFor(memberId, game),
    now: app.clock,
  });
  await app.register(launchRoutes, { service, publicUrl: app.config.publicUrl });
  if (!demoVendor) return;
  const wallet = createWalletClient({
    integration: DEMO_INTEGRATION,
    secret: walletSecretOf(app, DEMO_INTEGRATION),
    transport: (path, body, headers) => app.selfRequest({ method: 'POST', path, headers, body }),
  });
  // the demo vendor's game families with pages of their own, each built once here
  const familyDeps: DemoFamilyDeps = { tokens, wallet, log: app.log };
  // the lottery reads the operator's public draw API over the same transport, and answers the records' cancel
  const draws = createDrawClient((path, headers) => app.selfRequest({ method: 'GET', path, headers }));
  const lottery = createLotteryFamily({ ...familyDeps, db: app.db, now: app.clock, draws, jobs: app.jobs });
  app.services.rounds.registerCanceller(DEMO_INTEGRATION, (round) => lottery.cancelByOperator(round));
  const families: DemoFamily[] = [
    createLiveFamily({ ...familyDeps, db: app.db, bus: app.bus, now: app.clock }),
    createCockfightFamily({ ...familyDeps, db: app.db, bus: app.bus, now: app.clock }),
    createHoldemFamily({ ...familyDeps, now: app.clock }),
    createPokerFamily({ ...familyDeps, db: app.db, now: app.clock, secret: app.secret, jobs: app.jobs }),
    lottery,
    createFishingFamily({ ...familyDeps, now: app.clock }),
  ];
  await app.register(demoSite, { tokens, wallet, log: app.log, families });
};

export default launch;
