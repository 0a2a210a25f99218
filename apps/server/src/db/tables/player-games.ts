/** The tables `modules/catalogue/player-games` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface PlayerGamesTables {
  favourite_games: FavouriteGamesTable;
  recent_games: RecentGamesTable;
}

// Game lobby (migration 2026-11-22-0005).

export interface FavouriteGamesTable {
  member_id: number;
  game_id: number;
  created_at: number;
}

export interface RecentGamesTable {
  member_id: number;
  game_id: number;
  played_at: number;
}
