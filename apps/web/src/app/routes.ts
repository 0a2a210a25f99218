import type { ComponentType } from 'react';
import type { I18nKey } from '@/shared/i18n/keys';
import { HOME_ALIASES, PATHS, type PathName } from '@/shared/lib/paths';
import {
  AgentIcon,
  BellIcon,
  DepositIcon,
  DownloadIcon,
  FeedbackIcon,
  FireIcon,
  GamepadIcon,
  GiftIcon,
  HeartIcon,
  HelpIcon,
  IdCardIcon,
  LiveCasinoIcon,
  MailIcon,
  PromotionIcon,
  RecordIcon,
  SearchIcon,
  StarIcon,
  TaskIcon,
  TrophyIcon,
  WithdrawIcon,
  type IconProps,
} from '@/shared/ui/icons';
import { screenIn, type RouteEntry } from './route-entry';
import { ServiceErrorScreen } from './status/status-error-page';

/**
 * The one route table: path(s), lazy screen, header title, back target and access rule. The router, the
 * header, the guards and the tests all read it, so a route is listed once and cannot drift between them.
 */
// Every route names its screen: there is no placeholder to fall back on.
type EntryInit = Omit<RouteEntry, 'paths' | 'back' | 'access' | 'chrome' | 'tabBar'> &
  Partial<Pick<RouteEntry, 'paths' | 'back' | 'access' | 'chrome' | 'tabBar'>>;

function route(init: EntryInit): RouteEntry {
  return {
    paths: [PATHS[init.name]],
    back: 'previous',
    access: 'public',
    chrome: 'page',
    tabBar: false,
    ...init,
  };
}

const games = (
  name: PathName,
  titleKey: I18nKey,
  icon: ComponentType<IconProps> = GamepadIcon,
  screen: RouteEntry['screen'],
) => route({ name, titleKey, icon, tabBar: true, screen });

// Every game category path shows the one game-centre screen; search and my collection share one too.
const centre = screenIn('src/features/games/game-centre-screen.tsx', () => import('@/features/games/game-centre-screen').then((m) => m.GameCentreScreen));
const searchScreen = screenIn('src/features/games/search-games-screen.tsx', () => import('@/features/games/search-games-screen').then((m) => m.SearchGamesScreen));

const bookScreen = (name: 'BookScreen' | 'EventScreen') =>
  screenIn('src/features/sportsbook/book-screen.tsx', () => import('@/features/sportsbook/book-screen').then((m) => m[name]));

const INHOUSE_SCREENS: readonly [PathName, I18nKey, RouteEntry['screen']][] = [
  ['inHouseDice', 'routes.inHouseDice', screenIn('src/features/originals/games/dice-screen.tsx', () => import('@/features/originals/games/dice-screen').then((m) => m.DiceScreen))],
  ['inHouseLimbo', 'routes.inHouseLimbo', screenIn('src/features/originals/games/limbo-screen.tsx', () => import('@/features/originals/games/limbo-screen').then((m) => m.LimboScreen))],
  ['inHouseMines', 'routes.inHouseMines', screenIn('src/features/originals/games/mines-screen.tsx', () => import('@/features/originals/games/mines-screen').then((m) => m.MinesScreen))],
  ['inHouseHilo', 'routes.inHouseHilo', screenIn('src/features/originals/games/hilo-screen.tsx', () => import('@/features/originals/games/hilo-screen').then((m) => m.HiloScreen))],
  ['inHouseCoinflip', 'routes.inHouseCoinflip', screenIn('src/features/originals/games/coinflip-screen.tsx', () => import('@/features/originals/games/coinflip-screen').then((m) => m.CoinflipScreen))],
  ['inHouseTower', 'routes.inHouseTower', screenIn('src/features/originals/games/tower-screen.tsx', () => import('@/features/originals/games/tower-screen').then((m) => m.TowerScreen))],
  ['inHouseKeno', 'routes.inHouseKeno', screenIn('src/features/originals/games/keno-screen.tsx', () => import('@/features/originals/games/keno-screen').then((m) => m.KenoScreen))],
  ['inHousePlinko', 'routes.inHousePlinko', screenIn('src/features/originals/games/plinko-screen.tsx', () => import('@/features/originals/games/plinko-screen').then((m) => m.PlinkoScreen))],
  ['inHouseWheel', 'routes.inHouseWheel', screenIn('src/features/originals/games/wheel-screen.tsx', () => import('@/features/originals/games/wheel-screen').then((m) => m.WheelScreen))],
  ['inHouseCrash', 'routes.inHouseCrash', screenIn('src/features/originals/games/crash-screen.tsx', () => import('@/features/originals/games/crash-screen').then((m) => m.CrashScreen))],
];

export const ROUTES: readonly RouteEntry[] = [
  route({
    name: 'home',
    // Every spelling of home renders home (no redirect), so old bookmarks and the app wrapper's start URL work.
    paths: HOME_ALIASES,
    screen: screenIn('src/features/lobby/home-screen.tsx', () => import('@/features/lobby/home-screen').then((m) => m.HomeScreen)),
    titleKey: 'routes.home',
    back: 'none',
    chrome: 'home',
    tabBar: true,
  }),
  route({
    name: 'login',
    titleKey: 'routes.login',
    back: 'home',
    screen: screenIn('src/features/auth/login-screen.tsx', () => import('@/features/auth/login-screen').then((m) => m.LoginScreen)),
  }),
  route({
    name: 'register',
    paths: [PATHS.register, '/m/register.html'],
    titleKey: 'routes.register',
    back: 'home',
    screen: screenIn('src/features/register/register-screen.tsx', () => import('@/features/register/register-screen').then((m) => m.RegisterScreen)),
  }),
  route({
    name: 'forget',
    titleKey: 'routes.forget',
    back: 'home',
    screen: screenIn('src/features/password/forget-screen.tsx', () => import('@/features/password/forget-screen').then((m) => m.ForgetScreen)),
  }),
  // The page the password-reset mail links to (/m/resetPsw?token=…).
  route({
    name: 'resetPsw',
    titleKey: 'routes.resetPsw',
    back: 'home',
    screen: screenIn('src/features/password/reset-password-screen.tsx', () => import('@/features/password/reset-password-screen').then((m) => m.ResetPasswordScreen)),
  }),
  route({
    name: 'changePsw',
    titleKey: 'routes.changePsw',
    access: 'real-member',
    // change password without a session goes home, not to login: there is no password to change
    visitorRedirect: 'home',
    screen: screenIn('src/features/password/change-password-screen.tsx', () => import('@/features/password/change-password-screen').then((m) => m.ChangePasswordScreen)),
  }),
  route({
    name: 'notice',
    titleKey: 'routes.notice',
    icon: BellIcon,
    screen: screenIn('src/features/content/notice-screen.tsx', () => import('@/features/content/notice-screen').then((m) => m.NoticeScreen)),
  }),
  route({
    name: 'noticeDetail',
    titleKey: 'routes.noticeDetail',
    backFallback: 'notice',
    icon: BellIcon,
    screen: screenIn('src/features/content/notice-detail-screen.tsx', () => import('@/features/content/notice-detail-screen').then((m) => m.NoticeDetailScreen)),
  }),
  route({
    name: 'activity',
    titleKey: 'routes.activity',
    back: 'home',
    tabBar: true,
    icon: PromotionIcon,
    screen: screenIn('src/features/content/activity-screen.tsx', () => import('@/features/content/activity-screen').then((m) => m.ActivityScreen)),
  }),
  route({
    name: 'activityDetail',
    titleKey: 'routes.activityDetail',
    backFallback: 'activity',
    icon: PromotionIcon,
    screen: screenIn('src/features/content/activity-detail-screen.tsx', () => import('@/features/content/activity-detail-screen').then((m) => m.ActivityDetailScreen)),
  }),
  // back from the help list goes home; from a help detail back to the list
  route({
    name: 'help',
    titleKey: 'routes.help',
    back: 'home',
    icon: HelpIcon,
    screen: screenIn('src/features/content/help-screen.tsx', () => import('@/features/content/help-screen').then((m) => m.HelpScreen)),
  }),
  route({
    name: 'helpDetail',
    titleKey: 'routes.helpDetail',
    backFallback: 'help',
    icon: HelpIcon,
    screen: screenIn('src/features/content/help-detail-screen.tsx', () => import('@/features/content/help-detail-screen').then((m) => m.HelpDetailScreen)),
  }),
  // Public like the API: visitors may write too (someone who cannot log in is who most needs to).
  route({
    name: 'feedback',
    titleKey: 'routes.feedback',
    backFallback: 'help',
    icon: FeedbackIcon,
    screen: screenIn('src/features/feedback/feedback-screen.tsx', () => import('@/features/feedback/feedback-screen').then((m) => m.FeedbackScreen)),
  }),
  games('gameCenter', 'routes.gameCenter', GamepadIcon, centre),
  route({
    name: 'set',
    titleKey: 'routes.set',
    screen: screenIn('src/features/settings/set-screen.tsx', () => import('@/features/settings/set-screen').then((m) => m.SetScreen)),
  }),
  route({
    name: 'responsibleGaming',
    titleKey: 'routes.responsibleGaming',
    access: 'real-member',
    backFallback: 'set',
    icon: HeartIcon,
    screen: screenIn('src/features/settings/responsible-gaming/responsible-gaming-screen.tsx', () => import('@/features/settings/responsible-gaming/responsible-gaming-screen').then((m) => m.ResponsibleGamingScreen)),
  }),
  // After a break or self-exclusion starts the member is signed out and lands here: public, and drawn in the
  // browser (it shows the end's time of day in the phone's zone).
  route({
    name: 'responsibleGamingPaused',
    titleKey: 'routes.responsibleGamingPaused',
    back: 'home',
    serverRender: false,
    icon: HeartIcon,
    screen: screenIn('src/features/settings/responsible-gaming/paused-screen.tsx', () => import('@/features/settings/responsible-gaming/paused-screen').then((m) => m.PausedScreen)),
  }),
  route({
    name: 'verification',
    titleKey: 'routes.verification',
    access: 'real-member',
    backFallback: 'set',
    icon: IdCardIcon,
    screen: screenIn('src/features/settings/verification/verification-screen.tsx', () => import('@/features/settings/verification/verification-screen').then((m) => m.VerificationScreen)),
  }),
  route({
    name: 'download',
    titleKey: 'routes.download',
    back: 'home',
    icon: DownloadIcon,
    screen: screenIn('src/features/download/download-screen.tsx', () => import('@/features/download/download-screen').then((m) => m.DownloadScreen)),
  }),
  route({
    name: 'downloadAndroid',
    titleKey: 'routes.downloadAndroid',
    icon: DownloadIcon,
    screen: screenIn('src/features/download/install-guide-screens.tsx', () => import('@/features/download/install-guide-screens').then((m) => m.AndroidGuideScreen)),
  }),
  route({
    name: 'downloadIos',
    titleKey: 'routes.downloadIos',
    icon: DownloadIcon,
    screen: screenIn('src/features/download/install-guide-screens.tsx', () => import('@/features/download/install-guide-screens').then((m) => m.IosGuideScreen)),
  }),
  games('provider', 'routes.provider', GamepadIcon, screenIn('src/features/games/provider-screen.tsx', () => import('@/features/games/provider-screen').then((m) => m.ProviderScreen)),
  ),
  route({ name: 'searchGames', titleKey: 'routes.searchGames', icon: SearchIcon, screen: searchScreen }),
  route({ name: 'favGames', titleKey: 'routes.favGames', access: 'member', icon: StarIcon, screen: searchScreen }),
  games('hotGames', 'routes.hotGames', FireIcon, screenIn('src/features/games/hot-games-screen.tsx', () => import('@/features/games/hot-games-screen').then((m) => m.HotGamesScreen)),
  ),
  // The sportsbook: public (a visitor browses and builds a slip; placing asks to log in). The book and an event's
  // page are one lazy chunk, rendered on the server with the prices of the moment; what only the phone knows (a
  // kick-off's time of day, a visitor's odds format, the tab's slip) is filled in once the page is live, and the
  // socket moves the prices from there.
  route({ name: 'sportGames', titleKey: 'routes.sportGames', tabBar: true, screen: bookScreen('BookScreen') }),
  route({ name: 'sportEvent', titleKey: 'routes.sportEvent', backFallback: 'sportGames', screen: bookScreen('EventScreen') }),
  games('liveGames', 'routes.liveGames', GamepadIcon, centre),
  route({
    name: 'liveHosts',
    titleKey: 'routes.liveHosts',
    backFallback: 'liveGames',
    icon: LiveCasinoIcon,
    screen: screenIn('src/features/live-hosts/live-hosts-screen.tsx', () => import('@/features/live-hosts/live-hosts-screen').then((m) => m.LiveHostsScreen)),
  }),
  games('slotGames', 'routes.slotGames', GamepadIcon, centre),
  games('fishingGames', 'routes.fishingGames', GamepadIcon, centre),
  games('pokerGames', 'routes.pokerGames', GamepadIcon, centre),
  games('lott', 'routes.lott', GamepadIcon, centre),
  games('elott', 'routes.elott', GamepadIcon, centre),
  games('inHouse', 'routes.inHouse', GamepadIcon, centre),
  // In-house games: each its own lazy chunk, the game frame shared inside the feature.
  ...INHOUSE_SCREENS.map(([name, titleKey, screen]) =>
    route({ name, titleKey, chrome: 'none', serverRender: true, backFallback: 'inHouse', icon: GamepadIcon, screen }),
  ),
  route({
    name: 'inHouseFairness',
    titleKey: 'routes.inHouseFairness',
    chrome: 'none',
    backFallback: 'inHouse',
    icon: GamepadIcon,
    screen: screenIn('src/features/originals/verify-screen.tsx', () => import('@/features/originals/verify-screen').then((m) => m.VerifyScreen)),
  }),
  // Each game's public fairness page: a page like the help pages (server-rendered, titled header), open to anyone.
  route({
    name: 'inHouseGameFairness',
    titleKey: 'routes.inHouseGameFairness',
    backFallback: 'inHouseFairness',
    icon: GamepadIcon,
    screen: screenIn('src/features/originals/fairness/game-fairness-screen.tsx', () => import('@/features/originals/fairness/game-fairness-screen').then((m) => m.GameFairnessScreen)),
  }),
  games('inPlay', 'routes.inPlay', GamepadIcon, centre),
  route({
    name: 'memberHome',
    titleKey: 'routes.memberHome',
    access: 'real-member',
    tabBar: true,
    screen: screenIn('src/features/member/member-centre-screen.tsx', () => import('@/features/member/member-centre-screen').then((m) => m.MemberCentreScreen)),
  }),
  route({
    name: 'bonuses',
    titleKey: 'routes.bonuses',
    // Bonuses are real money: trial accounts get the trial alert, like the server's refusal.
    access: 'real-member',
    icon: GiftIcon,
    screen: screenIn('src/features/bonuses/bonuses-screen.tsx', () => import('@/features/bonuses/bonuses-screen').then((m) => m.BonusesScreen)),
  }),
  route({
    name: 'agentHome',
    titleKey: 'routes.agentHome',
    access: 'real-member',
    icon: AgentIcon,
    screen: screenIn('src/features/agent/agent-home-screen.tsx', () => import('@/features/agent/agent-home-screen').then((m) => m.AgentHomeScreen)),
  }),
  route({
    name: 'voucherCenter',
    titleKey: 'routes.voucherCenter',
    access: 'real-member',
    serverRender: true,
    icon: DepositIcon,
    screen: screenIn('src/features/wallet/deposit-screen.tsx', () => import('@/features/wallet/deposit-screen').then((m) => m.DepositScreen)),
  }),
  route({
    name: 'withdraw',
    titleKey: 'routes.withdraw',
    access: 'real-member',
    icon: WithdrawIcon,
    screen: screenIn('src/features/wallet/withdraw-screen.tsx', () => import('@/features/wallet/withdraw-screen').then((m) => m.WithdrawScreen)),
  }),
  route({
    name: 'gameRecord',
    titleKey: 'routes.gameRecord',
    access: 'real-member',
    icon: RecordIcon,
    screen: screenIn('src/features/records/bet-records-screen.tsx', () => import('@/features/records/bet-records-screen').then((m) => m.BetRecordsScreen)),
  }),
  route({
    name: 'transactions',
    titleKey: 'routes.transactions',
    access: 'real-member',
    icon: RecordIcon,
    screen: screenIn('src/features/records/transactions-screen.tsx', () => import('@/features/records/transactions-screen').then((m) => m.TransactionsScreen)),
  }),
  route({
    name: 'rewardCenter',
    titleKey: 'routes.rewardCenter',
    // Rewards are paid in real money: trial accounts get the trial alert, like the server's refusal.
    access: 'real-member',
    icon: TrophyIcon,
    screen: screenIn('src/features/rewards/reward-center-screen.tsx', () => import('@/features/rewards/reward-center-screen').then((m) => m.RewardCenterScreen)),
  }),
  route({
    name: 'vip',
    titleKey: 'routes.vip',
    icon: TrophyIcon,
    screen: screenIn('src/features/rewards/vip-screen.tsx', () => import('@/features/rewards/vip-screen').then((m) => m.VipScreen)),
  }),
  route({
    name: 'salaryContract',
    titleKey: 'routes.salaryContract',
    access: 'real-member',
    icon: AgentIcon,
    screen: screenIn('src/features/agent/contracts-screen.tsx', () => import('@/features/agent/contracts-screen').then((m) => m.SalaryContractScreen)),
  }),
  route({
    name: 'dividendContract',
    titleKey: 'routes.dividendContract',
    access: 'real-member',
    icon: AgentIcon,
    screen: screenIn('src/features/agent/contracts-screen.tsx', () => import('@/features/agent/contracts-screen').then((m) => m.DividendContractScreen)),
  }),
  route({
    name: 'hourContract',
    titleKey: 'routes.hourContract',
    access: 'real-member',
    icon: AgentIcon,
    screen: screenIn('src/features/agent/contracts-screen.tsx', () => import('@/features/agent/contracts-screen').then((m) => m.HourContractScreen)),
  }),
  // Public (a visitor sees the boards), rendered on the server; the countdown's seconds are the phone's (filled in
  // once the page is live). A tournament's page is the browser's: its board moves over the socket.
  route({
    name: 'tournaments',
    titleKey: 'routes.tournaments',
    icon: TrophyIcon,
    screen: screenIn('src/features/tournaments/tournaments-screen.tsx', () => import('@/features/tournaments/tournaments-screen').then((m) => m.TournamentsScreen)),
  }),
  route({
    name: 'tournament',
    titleKey: 'routes.tournament',
    serverRender: false,
    backFallback: 'tournaments',
    icon: TrophyIcon,
    screen: screenIn('src/features/tournaments/tournament-screen.tsx', () => import('@/features/tournaments/tournament-screen').then((m) => m.TournamentScreen)),
  }),
  route({
    name: 'customerTask',
    titleKey: 'routes.customerTask',
    access: 'real-member',
    icon: TaskIcon,
    screen: screenIn('src/features/rewards/tasks-screen.tsx', () => import('@/features/rewards/tasks-screen').then((m) => m.TasksScreen)),
  }),
  route({
    name: 'message',
    titleKey: 'routes.message',
    // The inbox is a real-account function: trial accounts get the trial alert, like the server's refusal.
    access: 'real-member',
    icon: MailIcon,
    screen: screenIn('src/features/inbox/inbox-screen.tsx', () => import('@/features/inbox/inbox-screen').then((m) => m.InboxScreen)),
  }),
  route({
    name: 'ipLimit',
    titleKey: 'routes.ipLimit',
    screen: screenIn('src/app/status/region-restricted-page.tsx', () => import('./status/region-restricted-page').then((m) => m.IpLimitScreen)),
    back: 'home',
    chrome: 'none',
  }),
  route({
    name: 'serviceError',
    titleKey: 'routes.serviceError',
    // already in the entry chunk (the status gate needs it offline), so no lazy import
    screen: () => Promise.resolve(ServiceErrorScreen),
    back: 'home',
    chrome: 'none',
  }),
];
