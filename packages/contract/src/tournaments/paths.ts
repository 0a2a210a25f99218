/** Tournaments: the players' list, page and live leaderboard (WebSocket), and the operators' screens (/ops). */
export const TOURNAMENT_PATHS = {
  list: '/wps/tournaments',
  one: '/wps/tournaments/:id',
  /** WebSocket: a tournament's live leaderboard (`?merchant=`) */
  socket: '/ws/tournaments/:id',
} as const;

export const TOURNAMENT_OPS_PATHS = {
  list: '/ops/tournaments',
  /** the catalogue's games a tournament may name (vendor and node id, as rounds name them) */
  games: '/ops/tournaments/games',
  one: '/ops/tournaments/:id',
  publish: '/ops/tournaments/:id/publish',
  cancel: '/ops/tournaments/:id/cancel',
} as const;
