import type { ReactNode, SVGProps } from 'react';

/**
 * The one icon set: 24×24 outline icons drawn with currentColor so they follow the text colour and theme.
 * Icons are decorative (aria-hidden); the control around them carries the accessible name.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number | string };

/** Exported for icon sets that load with their own screens (shared/ui/money-icons), off the start-up chunk. */
export function make(name: string, paths: ReactNode, { filled = false } = {}) {
  function Icon({ size = '1em', className, ...rest }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={className ? `icon ${className}` : 'icon'}
        {...rest}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}

export const MenuIcon = make('Menu', <path d="M4 6.5h16M4 12h16M4 17.5h10" />);
export const BackIcon = make('Back', <path d="M15 5l-7 7 7 7" />);
export const CloseIcon = make('Close', <path d="M6 6l12 12M18 6L6 18" />);
export const ChevronRightIcon = make('ChevronRight', <path d="M9.5 6l6 6-6 6" />);
export const ChevronDownIcon = make('ChevronDown', <path d="M6 9.5l6 6 6-6" />);
export const CheckIcon = make('Check', <path d="M5 12.5l4.5 4.5L19 7.5" />);

export const GiftIcon = make(
  'Gift',
  <>
    <rect x="3.5" y="8" width="17" height="4.5" rx="1" />
    <path d="M5 12.5V20h14v-7.5M12 8v12" />
    <path d="M12 8S10.8 3.6 8.3 4.3C6.6 4.8 7 8 9.5 8M12 8s1.2-4.4 3.7-3.7C17.4 4.8 17 8 14.5 8" />
  </>,
);

export const HomeIcon = make(
  'Home',
  <>
    <path d="M3.5 11L12 4l8.5 7" />
    <path d="M5.5 9.5V20h4.5v-5.5h4V20h4.5V9.5" />
  </>,
);

export const PromotionIcon = make(
  'Promotion',
  <>
    <path d="M4 9.5a2 2 0 0 0 0 5V18a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3.5a2 2 0 0 1 0-5V6a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1z" />
    <path d="M9.5 14.5l5-5M9.8 9.8h.01M14.2 14.2h.01" />
  </>,
);

export const DepositIcon = make(
  'Deposit',
  <>
    <rect x="3" y="6" width="18" height="13" rx="2.5" />
    <path d="M3 10h18M12 12.5v4M10 14.5h4" />
  </>,
);

export const WithdrawIcon = make(
  'Withdraw',
  <>
    <rect x="3" y="8" width="18" height="12" rx="2.5" />
    <path d="M12 16V3.5M8.5 7L12 3.5 15.5 7" />
  </>,
);

export const InviteIcon = make(
  'Invite',
  <>
    <circle cx="9.5" cy="8" r="3.5" />
    <path d="M3 19.5c0-3.4 2.9-5.5 6.5-5.5 1.4 0 2.7.3 3.8.9M18.5 13v6M15.5 16h6" />
  </>,
);

export const MemberIcon = make(
  'Member',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20.5c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5" />
  </>,
);

export const HelpIcon = make(
  'Help',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.6v.6M12 17h.01" />
  </>,
);

export const RefreshIcon = make(
  'Refresh',
  <>
    <path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3" />
    <path d="M19.5 4.5v4h-4" />
  </>,
);

export const LogoutIcon = make(
  'Logout',
  <>
    <path d="M14 4.5H6.5a1.5 1.5 0 0 0-1.5 1.5v12a1.5 1.5 0 0 0 1.5 1.5H14" />
    <path d="M10 12h10M16.5 8.5L20 12l-3.5 3.5" />
  </>,
);

export const DownloadIcon = make(
  'Download',
  <>
    <path d="M12 3.5v11M7.5 10.5L12 15l4.5-4.5" />
    <path d="M4.5 16v2.5A1.5 1.5 0 0 0 6 20h12a1.5 1.5 0 0 0 1.5-1.5V16" />
  </>,
);

export const TrophyIcon = make(
  'Trophy',
  <>
    <path d="M7.5 4h9v5a4.5 4.5 0 0 1-9 0z" />
    <path d="M7.5 6H4.5a3 3 0 0 0 3 4M16.5 6h3a3 3 0 0 1-3 4M12 13.5V17M8.5 20h7M9.5 17h5" />
  </>,
);

export const ChatIcon = make(
  'Chat',
  <>
    <path d="M20 11.5a7.5 7 0 0 1-10.8 6.3L4.5 19l1.3-3.9A7 7 0 0 1 4.5 11.5 7.5 7 0 0 1 20 11.5z" />
    <path d="M8.5 11.5h.01M12 11.5h.01M15.5 11.5h.01" />
  </>,
);

/** A speech bubble with a pen line: feedback to the operator. */
export const FeedbackIcon = make(
  'Feedback',
  <>
    <path d="M20 11.5a7.5 7 0 0 1-10.8 6.3L4.5 19l1.3-3.9A7 7 0 0 1 4.5 11.5 7.5 7 0 0 1 20 11.5z" />
    <path d="M9 13.5l.4-1.8 3.9-3.9a1 1 0 0 1 1.4 1.4l-3.9 3.9z" />
  </>,
);

export const GlobeIcon = make(
  'Globe',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3z" />
  </>,
);

export const MoonIcon = make('Moon', <path d="M19.5 14.5A8 8 0 0 1 9.5 4.5a8 8 0 1 0 10 10z" />);

export const SunIcon = make(
  'Sun',
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" />
  </>,
);

export const BingoIcon = make(
  'Bingo',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <circle cx="12" cy="12" r="4.5" />
    <path d="M12 3.5v3M12 17.5v3M3.5 12h3M17.5 12h3" />
  </>,
);

export const GamepadIcon = make(
  'Gamepad',
  <>
    <path d="M7 7.5h10a4.5 4.5 0 0 1 4.4 5.4l-.8 3.9a2.5 2.5 0 0 1-4.3 1.2L14.5 16h-5l-1.8 2a2.5 2.5 0 0 1-4.3-1.2l-.8-3.9A4.5 4.5 0 0 1 7 7.5z" />
    <path d="M8 10.5v3M6.5 12h3M15.5 11h.01M17 13h.01" />
  </>,
);

export const SettingsIcon = make(
  'Settings',
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </>,
);

export const SearchIcon = make(
  'Search',
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </>,
);

export const StarIcon = make(
  'Star',
  <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />,
);

export const FireIcon = make(
  'Fire',
  <path d="M12 21c3.9 0 6.5-2.6 6.5-6.3 0-3.6-2.7-5.7-3.8-9.2-1.7 1.2-2.6 3-2.5 4.8-1.2-.8-2-2.3-2-3.8C7.7 8.3 5.5 11 5.5 14.7 5.5 18.4 8.1 21 12 21z" />,
);

export const BellIcon = make(
  'Bell',
  <>
    <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15z" />
    <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
  </>,
);

export const RecordIcon = make(
  'Record',
  <>
    <rect x="5" y="3.5" width="14" height="17" rx="2" />
    <path d="M8.5 8h7M8.5 12h7M8.5 16h4" />
  </>,
);

export const TaskIcon = make(
  'Task',
  <>
    <rect x="4.5" y="4" width="15" height="16.5" rx="2" />
    <path d="M9 3v2.5h6V3M8.5 12l2 2 4-4M8.5 17h7" />
  </>,
);

export const AgentIcon = make(
  'Agent',
  <>
    <circle cx="12" cy="7.5" r="3" />
    <circle cx="5.5" cy="16" r="2.5" />
    <circle cx="18.5" cy="16" r="2.5" />
    <path d="M12 10.5v2.5M12 13l-4.5 1.5M12 13l4.5 1.5" />
  </>,
);

export const ShieldIcon = make(
  'Shield',
  <>
    <path d="M12 3l7.5 3v5.5c0 4.5-3.2 8.1-7.5 9.5-4.3-1.4-7.5-5-7.5-9.5V6z" />
    <path d="M9 12l2 2 4-4" />
  </>,
);

export const LockIcon = make(
  'Lock',
  <>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2.5" />
  </>,
);

export const MailIcon = make(
  'Mail',
  <>
    <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
    <path d="M4 7l8 6 8-6" />
  </>,
);

export const WifiOffIcon = make(
  'WifiOff',
  <>
    <path d="M3 3l18 18M8.5 16.5a5 5 0 0 1 7 0M5 13a10 10 0 0 1 4.2-2.4M19 13a10 10 0 0 0-2.6-1.8M2 9.5a15 15 0 0 1 4-2.6M22 9.5A15 15 0 0 0 10.5 5.6" />
    <path d="M12 20h.01" />
  </>,
);

export const TelegramIcon = make(
  'Telegram',
  <path d="M21.4 4.3L2.9 11.4c-1.3.5-1.2 1.2-.2 1.5l4.7 1.5 1.8 5.6c.2.7.4 1 .9 1 .4 0 .6-.2.9-.5l2.3-2.2 4.8 3.5c.9.5 1.5.2 1.7-.8l3.1-14.7c.3-1.3-.5-1.8-1.5-1.5zM9.4 14l8.3-7.4c.4-.3-.1-.5-.6-.2l-10.2 6.4z" />,
  { filled: true },
);

export const FacebookIcon = make(
  'Facebook',
  <path d="M13.5 21v-7.6h2.6l.4-3h-3V8.5c0-.9.3-1.5 1.5-1.5h1.6V4.3c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21z" />,
  { filled: true },
);

export const WhatsAppIcon = make(
  'WhatsApp',
  <>
    <path d="M12 3.5a8.5 8.5 0 0 0-7.3 12.9L3.5 20.5l4.2-1.1A8.5 8.5 0 1 0 12 3.5z" />
    <path d="M9 8.5c.3-.3.7-.3.9 0l.9 1.6c.1.3 0 .6-.2.8l-.5.5c.6 1.3 1.6 2.3 2.9 2.9l.5-.5c.2-.2.5-.3.8-.2l1.6.9c.3.2.3.6 0 .9-.8.9-2 1.2-3.1.7a9 9 0 0 1-4.5-4.5c-.5-1.1-.2-2.3.7-3.1z" />
  </>,
);

export const SpinnerIcon = make(
  'Spinner',
  <>
    <circle cx="12" cy="12" r="9" opacity="0.25" />
    <path d="M21 12a9 9 0 0 0-9-9" />
  </>,
);

export const InfoIcon = make(
  'Info',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.5h.01" />
  </>,
);

export const AlertIcon = make(
  'Alert',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5V13M12 16.5h.01" />
  </>,
);

export const NoticeIcon = make(
  'Notice',
  <>
    <path d="M4 10v4a1 1 0 0 0 1 1h2.5l6 4V5l-6 4H5a1 1 0 0 0-1 1z" />
    <path d="M17 9a4 4 0 0 1 0 6M19.5 6.5a7.5 7.5 0 0 1 0 11" />
  </>,
);


export const GridIcon = make(
  'Grid',
  <>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.8" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.8" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.8" />
    <circle cx="16.75" cy="16.75" r="3.25" />
  </>,
);

export const EyeIcon = make(
  'Eye',
  <>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

export const EyeOffIcon = make(
  'EyeOff',
  <>
    <path d="M3.5 3.5l17 17M10.2 5.7A9.5 9.5 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a17 17 0 0 1-2.7 3.5M6.6 6.9C4 8.6 2.5 12 2.5 12S6 18.5 12 18.5a9 9 0 0 0 4.3-1.1" />
    <path d="M9.9 10a3 3 0 0 0 4.1 4.1" />
  </>,
);

export const KeyIcon = make(
  'Key',
  <>
    <circle cx="8" cy="15" r="4" />
    <path d="M11 12l8.5-8.5M16.5 6.5l2.5 2.5M14 9l2 2" />
  </>,
);

export const CalendarIcon = make(
  'Calendar',
  <>
    <rect x="4" y="5.5" width="16" height="15" rx="2" />
    <path d="M4 10h16M8.5 3.5v4M15.5 3.5v4" />
  </>,
);

export const TagIcon = make(
  'Tag',
  <>
    <path d="M3.5 12.3V4.5a1 1 0 0 1 1-1h7.8l8.2 8.2a1.5 1.5 0 0 1 0 2.1l-6.7 6.7a1.5 1.5 0 0 1-2.1 0z" />
    <path d="M8 8h.01" />
  </>,
);

export const IdCardIcon = make(
  'IdCard',
  <>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <circle cx="8.5" cy="11" r="2" />
    <path d="M5.5 16c.5-1.6 1.6-2.3 3-2.3s2.5.7 3 2.3M14 10h4M14 13.5h3" />
  </>,
);

export const PlayIcon = make(
  'Play',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M10 8.5v7l5.5-3.5z" />
  </>,
);

export const CrownIcon = make(
  'Crown',
  <>
    <path d="M4 8l4 3.5L12 5l4 6.5L20 8l-1.5 9.5h-13z" />
    <path d="M6 20.5h12" />
  </>,
);

export const EditIcon = make(
  'Edit',
  <>
    <path d="M4.5 19.5l1-4L15.8 5.2a2 2 0 0 1 2.9 0l.1.1a2 2 0 0 1 0 2.9L8.5 18.5z" />
    <path d="M13.5 7.5l3 3" />
  </>,
);

export const GoogleIcon = make(
  'Google',
  <path d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3zM12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22zM6.4 14c-.2-.6-.3-1.3-.3-2s.1-1.4.3-2V7.4H3.1a10 10 0 0 0 0 9.2zM12 5.9c1.5 0 2.8.5 3.8 1.5l2.9-2.9A9.7 9.7 0 0 0 12 2a10 10 0 0 0-8.9 5.4L6.4 10c.8-2.3 3-4.1 5.6-4.1z" />,
  { filled: true },
);

/* Game categories (lobby top nav and home tabs) */
export const SlotsIcon = make(
  'Slots',
  <>
    <rect x="3.5" y="5" width="14" height="14" rx="2.5" />
    <path d="M8.2 5v14M12.8 5v14" />
    <path d="M17.5 9.5h1.5a1.5 1.5 0 0 0 1.5-1.5V6.5" />
    <circle cx="20.5" cy="5" r="1.3" />
  </>,
);

export const LiveCasinoIcon = make(
  'LiveCasino',
  <>
    <rect x="3.5" y="6" width="9.5" height="13" rx="1.8" transform="rotate(-10 8.25 12.5)" />
    <rect x="11" y="5" width="9.5" height="13" rx="1.8" transform="rotate(10 15.75 11.5)" />
    <path d="M15.9 9.3l1.6 2.4-2.1 1.6-1.6-2.4z" />
  </>,
);

export const FishIcon = make(
  'Fish',
  <>
    <path d="M3 12c2.8-4 6.5-5.5 10-5.5 3.8 0 6.5 2.6 8 5.5-1.5 2.9-4.2 5.5-8 5.5-3.5 0-7.2-1.5-10-5.5z" />
    <path d="M3 12l-1 -3.5M3 12l-1 3.5" />
    <circle cx="16.5" cy="11" r="0.9" />
  </>,
);

export const PokerIcon = make(
  'Poker',
  <>
    <path d="M12 3.5c3 3.3 7 5.6 7 9.2a3.6 3.6 0 0 1-6.2 2.5L13.5 20h-3l.7-4.8A3.6 3.6 0 0 1 5 12.7c0-3.6 4-5.9 7-9.2z" />
  </>,
);

export const SportsIcon = make(
  'Sports',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.3l3.6 2.6-1.4 4.3H9.8L8.4 9.9z" />
    <path d="M12 3.5v3.8M15.6 9.9l3.9-1.4M14.2 14.2l2.3 3.3M9.8 14.2l-2.3 3.3M8.4 9.9L4.5 8.5" />
  </>,
);

export const LotteryIcon = make(
  'Lottery',
  <>
    <circle cx="8" cy="8.5" r="4" />
    <circle cx="16.5" cy="9.5" r="3.5" />
    <circle cx="11.5" cy="16" r="4" />
    <path d="M7 8.5h2M15.5 9.5h2M10.5 16h2" />
  </>,
);

export const CockfightIcon = make(
  'Cockfight',
  <>
    <path d="M8 20.5h8M12 20.5v-3" />
    <path d="M7 17.5c-2.2-1.8-3-4.5-2.3-7.2L9 11.5c.4-3 1.8-5.5 4.5-6.8l.7 2.2 2-1.4.3 2.4 2.5-.2-1.4 2.3c1.6 2.9 1.1 6.7-1.6 9.5z" />
    <circle cx="14.6" cy="9.6" r="0.8" />
  </>,
);

export const DiceIcon = make(
  'Dice',
  <>
    <rect x="4" y="4" width="16" height="16" rx="3.5" />
    <circle cx="8.5" cy="8.5" r="1" />
    <circle cx="15.5" cy="8.5" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="8.5" cy="15.5" r="1" />
    <circle cx="15.5" cy="15.5" r="1" />
  </>,
);

export const HeadsetIcon = make(
  'Headset',
  <>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <path d="M20 15a2 2 0 0 1-2 2h-1.5v-6H18a2 2 0 0 1 2 2zM4 15a2 2 0 0 0 2 2h1.5v-6H6a2 2 0 0 0-2 2z" />
    <path d="M18 17v.5a3 3 0 0 1-3 3h-2.5" />
  </>,
);

export const HeartIcon = make(
  'Heart',
  <path d="M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z" />,
);

export const BroadcastIcon = make(
  'Broadcast',
  <>
    <circle cx="12" cy="12" r="2.2" />
    <path d="M8.1 15.9a5.5 5.5 0 0 1 0-7.8M15.9 8.1a5.5 5.5 0 0 1 0 7.8M5.2 18.8a9.6 9.6 0 0 1 0-13.6M18.8 5.2a9.6 9.6 0 0 1 0 13.6" />
  </>,
);
