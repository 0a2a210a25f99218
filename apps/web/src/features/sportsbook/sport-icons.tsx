import type { ComponentType } from 'react';
import type { Sport } from '@lobby/contract/rules';
import { make, SportsIcon, type IconProps } from '@/shared/ui/icons';

/** The book's sport icons, drawn like the app's icon set; they load with the book, off the start-up chunk. */
const BasketballIcon = make(
  'Basketball',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5v17M6 6a8.5 8.5 0 0 1 0 12M18 6a8.5 8.5 0 0 0 0 12" />
  </>,
);
const TennisIcon = make(
  'Tennis',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M5.2 6.9a8.5 8.5 0 0 1 0 10.2M18.8 6.9a8.5 8.5 0 0 0 0 10.2" />
  </>,
);
const EsportsIcon = make(
  'Esports',
  <>
    <path d="M7 8h10a4 4 0 0 1 3.9 4.8l-.8 3.7a2 2 0 0 1-3.4.9L14.5 15h-5l-2.2 2.4a2 2 0 0 1-3.4-.9l-.8-3.7A4 4 0 0 1 7 8z" />
    <path d="M8 10.5v3M6.5 12h3M15.5 11.5h.01M17.5 13h.01" />
  </>,
);
const DotaIcon = make(
  'Dota',
  <>
    <path d="M4.5 4.5h15v15h-15z" />
    <path d="M7.5 7.5l9 9M7.5 16.5l2-2M16.5 7.5l-2 2" />
  </>,
);
const CsIcon = make(
  'Cs',
  <>
    <circle cx="12" cy="12" r="6.5" />
    <path d="M12 2.5v5M12 16.5v5M2.5 12h5M16.5 12h5" />
    <circle cx="12" cy="12" r="1" />
  </>,
);
const LolIcon = make(
  'Lol',
  <>
    <path d="M12 3l7.5 4.3v9.4L12 21l-7.5-4.3V7.3z" />
    <path d="M9 8v8h6" />
  </>,
);
const MlbbIcon = make(
  'Mlbb',
  <>
    <path d="M14.5 4.5l5 5-9 9-3-3-2 2-2-2 2-2-3-3z" />
    <path d="M12 7l5 5" />
  </>,
);

export const SPORT_ICONS: Record<Sport | 'esports', ComponentType<IconProps>> = {
  football: SportsIcon,
  basketball: BasketballIcon,
  tennis: TennisIcon,
  dota2: DotaIcon,
  cs2: CsIcon,
  lol: LolIcon,
  mlbb: MlbbIcon,
  esports: EsportsIcon,
};
