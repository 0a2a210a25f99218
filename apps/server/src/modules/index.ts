import type { LobbyModule } from '../core/ops.ts';
import agents from './agents/index.ts';
import banner from './banner/index.ts';
import bonus from './bonus/index.ts';
import captcha from './captcha/index.ts';
import catalogue from './catalogue/index.ts';
import chat from './chat/index.ts';
import crash from './crash/index.ts';
import downloads from './downloads/index.ts';
import feedback from './feedback/index.ts';
import gameMedia from './game-media/index.ts';
import help from './help/index.ts';
import inbox from './inbox/index.ts';
import jackpot from './jackpot/index.ts';
import launch from './launch/index.ts';
import lottery from './lottery/index.ts';
import ledger from './ledger/index.ts';
import lobbyNews from './lobby-news/index.ts';
import media from './media/index.ts';
import memberSettings from './member-settings/index.ts';
import merchantOps from './merchant-ops/index.ts';
import notices from './notices/index.ts';
import originals from './originals/index.ts';
import outbox from './outbox/index.ts';
import password from './password/index.ts';
import payments from './payments/index.ts';
import playerGames from './player-games/index.ts';
import promotions from './promotions/index.ts';
import register from './register/index.ts';
import rewards from './rewards/index.ts';
import rounds from './rounds/index.ts';
import seamlessWallet from './seamless-wallet/index.ts';
import session from './session/index.ts';
import social from './social/index.ts';
import system from './system/index.ts';
import verification from './verification/index.ts';
import wallet from './wallet/index.ts';
import withdrawals from './withdrawals/index.ts';
import member from './member/index.ts';
import referral from './referral/index.ts';
import liveHosts from './live-hosts/index.ts';
import operators from './operators/index.ts';
import consolePlayers from './console-players/index.ts';
import reports from './reports/index.ts';
import demoHistory from './demo-history/index.ts';

/** In registration order, which is also the order of the OpenAPI description (operator routes last). */
export const MODULES: LobbyModule[] = [
  system, media, notices, lobbyNews, promotions, help, downloads, feedback, verification, password, captcha, session, register,
  member, memberSettings, wallet, ledger, bonus, rewards, payments, withdrawals, rounds, jackpot, seamlessWallet, social, merchantOps, outbox, catalogue,
  playerGames, launch, lottery, originals, gameMedia, banner, inbox, chat, crash, referral, agents, liveHosts, operators,
  consolePlayers, reports,
  // last: the demo's past goes through the modules above
  demoHistory,
];
