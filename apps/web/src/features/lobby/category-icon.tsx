import type { ComponentType } from 'react';
import type { LobbyCategory } from '@/shared/lib/lobby-navigation';
import {
  BingoIcon,
  CockfightIcon,
  DiceIcon,
  FireIcon,
  FishIcon,
  GamepadIcon,
  LiveCasinoIcon,
  LotteryIcon,
  PokerIcon,
  SlotsIcon,
  SportsIcon,
  type IconProps,
} from '@/shared/ui/icons';

const ICONS: Record<LobbyCategory, ComponentType<IconProps>> = {
  HOT: FireIcon,
  RNG: SlotsIcon,
  LIVE: LiveCasinoIcon,
  FISH: FishIcon,
  PVP: PokerIcon,
  SPORTS: SportsIcon,
  LOTT: LotteryIcon,
  ELOTT: LotteryIcon,
  ESPORTS: GamepadIcon,
  BINGO: BingoIcon,
  INHOUSE: DiceIcon,
  COCKFIGHT: CockfightIcon,
};

export function CategoryIcon({ category, ...props }: IconProps & { category: LobbyCategory }) {
  const Icon = ICONS[category];
  return <Icon {...props} />;
}
