/** The play area's API paths: in-house games, their seeds, crash, the jackpot, responsible play. */
export const PLAY_PATHS = {
  /** per-game limits, declared RTP and tables of the merchant */
  originalsConfig: '/wps/originals/config',
  /** the live bets feed of the in-house games: everyone's, the high rollers', or mine */
  originalsFeed: '/wps/originals/feed',
  seeds: '/wps/originals/seeds',
  rotateSeeds: '/wps/originals/seeds/rotate',
  /** one-shot games: dice, limbo, coinflip, keno, plinko, wheel */
  originalBet: '/wps/originals/:game/bet',
  /** multi-step games: mines, tower, hilo */
  originalStart: '/wps/originals/:game/start',
  originalAct: '/wps/originals/:game/act',
  originalCashout: '/wps/originals/:game/cashout',
  originalActive: '/wps/originals/:game/active',
  /** a member's last rounds of one game */
  originalHistory: '/wps/originals/:game/history',
  /** the fairness proof of a round (the server seed once its pair is rotated) */
  roundProof: '/wps/originals/rounds/:id/proof',
  crashState: '/wps/originals/crash/state',
  crashBet: '/wps/originals/crash/bet',
  crashCashout: '/wps/originals/crash/cashout',
  /** the published hash chain of a merchant's crash rounds */
  crashChain: '/wps/originals/crash/chain',
  /** WebSocket: the live crash round of the merchant */
  crashSocket: '/ws/crash',
  /** the merchant's progressive jackpot pools (public) */
  jackpot: '/lgw/jackpot',
  /** the member's play session: time, net result, reality-check interval; confirming a reality check */
  playSession: '/wps/play/session',
  realityCheck: '/wps/play/reality-check',
  /** transfer-wallet vendors: the member's money in their games' wallets, and bringing it back */
  transferWallet: '/wps/play/transfer-wallet',
  transferWalletReturn: '/wps/play/transfer-wallet/return',
} as const;

/**
 * A per-game path of the in-house games (`/wps/originals/:game/bet` for dice: `/wps/originals/dice/bet`),
 * typed as that game's own path: each game's routes are registered and described one by one.
 */
export type OriginalGamePath<T extends string, G extends string> = T extends `${infer A}:game${infer B}` ? `${A}${G}${B}` : never;

export function originalGamePath<const T extends string, const G extends string>(template: T, game: G): OriginalGamePath<T, G> {
  return template.replace(':game', game) as OriginalGamePath<T, G>;
}

/** The web routes of in-house games: `/m/inHouse/<slug>`; the verify screen at `/m/inHouse/fairness`. */
export const INHOUSE_ROUTE = '/m/inHouse';
