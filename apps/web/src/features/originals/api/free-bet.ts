import { INHOUSE_GAME_CODES, INHOUSE_VENDOR, type OriginalGame } from '@lobby/contract/rules';
import { useMemberBonuses } from '@/shared/api/bonus/get-member-bonuses';
import { useGameList } from '@/shared/api/games/get-game-list';

/** A free-bet bonus this game can spend: the grant (its id goes with the bet), rounds left and the fixed stake. */
export interface FreeBet {
  grantId: number;
  left: number;
  stake: number;
}

/** Games whose bet takes a free round (crash's bet has no such field: its rounds are shared by everyone). */
const FREE_BET_GAMES: ReadonlySet<OriginalGame> = new Set(['dice', 'limbo', 'coinflip', 'keno', 'plinko', 'wheel', 'mines', 'tower', 'hilo']);

/** The catalogue codes (vendor BGS) of an original. */
function codesOf(game: OriginalGame): string[] {
  return Object.entries(INHOUSE_GAME_CODES)
    .filter(([, g]) => g === game)
    .map(([code]) => code);
}

/**
 * The member's first active free-bet bonus with rounds left on this game (bonuses come in wagering order, so
 * the first is the one the server counts first too), or null. A bonus names its games by vendor and the
 * brand's catalogue node id: the lobby's list of in-house games (cached, asked only when there is a free-bet
 * bonus on an original at all) says which node is this game.
 */
export function useFreeBet(game: OriginalGame): FreeBet | null {
  const query = useMemberBonuses(FREE_BET_GAMES.has(game));
  const candidates = (query.data?.active ?? []).filter(
    (b) => b.kind === 'free_bet' && b.freeRounds !== null && b.freeRounds.left > 0 && b.freeRounds.games.some((g) => g.vendor === INHOUSE_VENDOR),
  );
  const list = useGameList({ gameType: 'INHOUSE', vassalage: INHOUSE_VENDOR, enabled: candidates.length > 0 });
  const codes = codesOf(game);
  const nodes = new Set(list.games.filter((g) => codes.includes(g.gameCode)).map((g) => g.nodeId));
  const bonus = candidates.find((b) => b.freeRounds!.games.some((g) => g.vendor === INHOUSE_VENDOR && nodes.has(g.code)));
  return bonus?.freeRounds ? { grantId: bonus.id, left: bonus.freeRounds.left, stake: bonus.freeRounds.stake } : null;
}
