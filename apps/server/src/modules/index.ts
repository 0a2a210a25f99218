import type { LobbyModule } from '../core/ops.ts';
import agents from './agents/agents/index.ts';
import banner from './content/banner/index.ts';
import bonus from './money/bonus/index.ts';
import protection from './money/protection/index.ts';
import aml from './money/aml/index.ts';
import kyc from './money/kyc/index.ts';
import captcha from './accounts/captcha/index.ts';
import catalogue from './catalogue/catalogue/index.ts';
import chat from './content/chat/index.ts';
import crash from './play/crash/index.ts';
import downloads from './content/downloads/index.ts';
import feedback from './content/feedback/index.ts';
import gameMedia from './catalogue/game-media/index.ts';
import help from './content/help/index.ts';
import inbox from './content/inbox/index.ts';
import messages from './content/messages/index.ts';
import jobs from './operators/jobs/index.ts';
import jackpot from './play/jackpot/index.ts';
import launch from './play/launch/index.ts';
import lottery from './play/lottery/index.ts';
import ledger from './money/ledger/index.ts';
import lobbyNews from './content/lobby-news/index.ts';
import media from './content/media/index.ts';
import memberSettings from './accounts/member-settings/index.ts';
import merchantOps from './operators/merchant-ops/index.ts';
import notices from './content/notices/index.ts';
import originals from './play/originals/index.ts';
import outbox from './operators/outbox/index.ts';
import password from './accounts/password/index.ts';
import payments from './money/payments/index.ts';
import playerGames from './catalogue/player-games/index.ts';
import promotions from './content/promotions/index.ts';
import register from './accounts/register/index.ts';
import rewards from './money/rewards/index.ts';
import rounds from './play/rounds/index.ts';
import seamlessWallet from './play/seamless-wallet/index.ts';
import session from './accounts/session/index.ts';
import social from './accounts/social/index.ts';
import system from './operators/system/index.ts';
import verification from './accounts/verification/index.ts';
import wallet from './money/wallet/index.ts';
import withdrawals from './money/withdrawals/index.ts';
import member from './accounts/member/index.ts';
import referral from './agents/referral/index.ts';
import liveHosts from './catalogue/live-hosts/index.ts';
import operators from './operators/operators/index.ts';
import consolePlayers from './operators/console-players/index.ts';
import reports from './operators/reports/index.ts';
import risk from './operators/risk/index.ts';
import segments from './operators/segments/index.ts';
import demoHistory from './play/demo-history/index.ts';
import tournaments from './play/tournaments/index.ts';
import sportsbook from './play/sportsbook/index.ts';

/** In registration order, which is also the order of the OpenAPI description (operator routes last). */
export const MODULES: LobbyModule[] = [
  system, media, notices, lobbyNews, promotions, help, downloads, feedback, verification, password, captcha, session, register,
  member, memberSettings, wallet, ledger, bonus, protection, aml, kyc, risk, segments, rewards, payments, withdrawals, rounds, jackpot, seamlessWallet, social, merchantOps, outbox, jobs, catalogue,
  playerGames, launch, lottery, originals, gameMedia, banner, inbox, messages, chat, crash, referral, agents, liveHosts, operators,
  consolePlayers, reports, tournaments, sportsbook,
  // last: the demo's past goes through the modules above
  demoHistory,
];
