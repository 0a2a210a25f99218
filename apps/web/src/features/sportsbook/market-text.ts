import { useTranslation } from 'react-i18next';
import { formatOdds, isEsport, type MarketType, type OddsFormat, type Sport } from '@lobby/contract/rules';

/** What a market's and a selection's names depend on. */
export interface MarketLike {
  type: MarketType;
  line: string | null;
}
export interface EventNames {
  sport: Sport;
  home: string;
  away: string;
}

/** The unit a sport's totals and handicaps count: goals, points, games or maps. */
function unitOf(sport: Sport): 'goals' | 'points' | 'games' | 'maps' {
  if (isEsport(sport)) return 'maps';
  if (sport === 'basketball') return 'points';
  if (sport === 'tennis') return 'games';
  return 'goals';
}

/** A line with its sign: "-0.75", "+1.5", "0". */
export function signedLine(line: string): string {
  const n = Number(line);
  if (!Number.isFinite(n)) return line;
  const text = String(Math.abs(n));
  return n > 0 ? `+${text}` : n < 0 ? `-${text}` : '0';
}

function negatedLine(line: string): string {
  const n = Number(line);
  return Number.isFinite(n) ? signedLine(String(-n)) : line;
}

/** The odds in the player's format, from decimal odds as the API sends them (1.85). */
export function oddsText(odds: number, format: OddsFormat): string {
  return formatOdds(Math.round(odds * 100), format);
}

/**
 * Markets and selections named for people, in the UI language: "Asian handicap -0.75", "Total goals 2.5",
 * "Map 2 winner"; a selection is a team (with its line on a handicap), Draw, Over 2.5, a score, a quarter.
 */
export function useMarketText() {
  const { t } = useTranslation();
  function market(m: MarketLike, sport: Sport): string {
    const line = m.line ?? '';
    switch (m.type) {
      case 'match_result':
        return t('sportsbook.market.match_result');
      case 'moneyline':
        return t('sportsbook.market.moneyline');
      case 'asian_handicap':
        return t('sportsbook.market.asian_handicap', { line: signedLine(line) });
      case 'handicap':
        return t(`sportsbook.market.handicap.${unitOf(sport)}`, { line: signedLine(line) });
      case 'totals':
        return t(`sportsbook.market.totals.${unitOf(sport)}`, { line });
      case 'btts':
        return t('sportsbook.market.btts');
      case 'correct_score':
        return t('sportsbook.market.correct_score');
      case 'map_winner':
        return t(sport === 'mlbb' ? 'sportsbook.market.game_winner' : 'sportsbook.market.map_winner', { n: line });
      case 'highest_quarter':
        return t('sportsbook.market.highest_quarter');
    }
  }
  function selection(m: MarketLike, code: string, fallback: string, names: EventNames): string {
    const line = m.line ?? '';
    switch (code) {
      case 'home':
        return m.type === 'asian_handicap' || m.type === 'handicap' ? `${names.home} ${signedLine(line)}` : names.home;
      case 'away':
        return m.type === 'asian_handicap' || m.type === 'handicap' ? `${names.away} ${negatedLine(line)}` : names.away;
      case 'draw':
        return t('sportsbook.selection.draw');
      case 'over':
        return t('sportsbook.selection.over', { line });
      case 'under':
        return t('sportsbook.selection.under', { line });
      case 'yes':
        return t('sportsbook.selection.yes');
      case 'no':
        return t('sportsbook.selection.no');
      case 'other':
        return t('sportsbook.selection.other');
      case 'q1':
      case 'q2':
      case 'q3':
      case 'q4':
        return t('sportsbook.selection.quarter', { n: code.slice(1) });
      default:
        return /^\d+-\d+$/.test(code) ? code : fallback;
    }
  }
  /** The short label over a winner-market button in the list: 1, X, 2. */
  function short(code: string): string {
    return code === 'home' ? '1' : code === 'away' ? '2' : code === 'draw' ? 'X' : code;
  }
  return { market, selection, short };
}
