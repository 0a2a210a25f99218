import { make } from './icons';

/**
 * Icons of the money screens (wallet, records, the member centre's funds), drawn like the main set but kept
 * in their own module so the start-up chunk does not carry them.
 */
export const CoinsIcon = make(
  'Coins',
  <>
    <ellipse cx="9" cy="7" rx="5.5" ry="2.5" />
    <path d="M3.5 7v4c0 1.4 2.5 2.5 5.5 2.5M3.5 11v4c0 1.4 2.5 2.5 5.5 2.5" />
    <ellipse cx="15" cy="13" rx="5.5" ry="2.5" />
    <path d="M9.5 13v4c0 1.4 2.5 2.5 5.5 2.5s5.5-1.1 5.5-2.5v-4" />
  </>,
);

export const ClockIcon = make(
  'Clock',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </>,
);

export const BankIcon = make(
  'Bank',
  <>
    <path d="M3.5 9.5L12 4.5l8.5 5" />
    <path d="M5.5 10v7M9.8 10v7M14.2 10v7M18.5 10v7M3.5 19.5h17" />
  </>,
);

export const WalletIcon = make(
  'Wallet',
  <>
    <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18v2.5" />
    <rect x="4" y="7.5" width="16" height="11.5" rx="2.5" />
    <path d="M16 13.2h.01" />
  </>,
);

export const PhoneIcon = make(
  'Phone',
  <>
    <rect x="7" y="3" width="10" height="18" rx="2.5" />
    <path d="M11 17.5h2" />
  </>,
);

export const CheckCircleIcon = make(
  'CheckCircle',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M8.2 12.3l2.6 2.6 5-5.4" />
  </>,
);

export const CrossCircleIcon = make(
  'CrossCircle',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M9.2 9.2l5.6 5.6M14.8 9.2l-5.6 5.6" />
  </>,
);

export const HourglassIcon = make(
  'Hourglass',
  <>
    <path d="M7 3.5h10M7 20.5h10" />
    <path d="M8 3.5c0 4 4 5 4 8.5s-4 4.5-4 8.5M16 3.5c0 4-4 5-4 8.5s4 4.5 4 8.5" />
  </>,
);

export const PlusIcon = make('Plus', <path d="M12 5v14M5 12h14" />);

export const TrashIcon = make(
  'Trash',
  <>
    <path d="M4.5 7h15M9.5 7V4.5h5V7" />
    <path d="M6.5 7l1 13h9l1-13M10.2 10.5v6M13.8 10.5v6" />
  </>,
);

export const ReceiptIcon = make(
  'Receipt',
  <>
    <path d="M6 3.5h12v17l-2.5-1.5-2 1.5-1.5-1.5-1.5 1.5-2-1.5L6 20.5z" />
    <path d="M9 8h6M9 11.5h6M9 15h3.5" />
  </>,
);

export const ExportIcon = make(
  'Export',
  <>
    <path d="M12 4v11M7.5 10.5L12 15l4.5-4.5" />
    <path d="M4.5 16v2.5A1.5 1.5 0 0 0 6 20h12a1.5 1.5 0 0 0 1.5-1.5V16" />
  </>,
);

export const PinPadIcon = make(
  'PinPad',
  <>
    <rect x="3.5" y="6.5" width="17" height="11" rx="2.5" />
    <path d="M7.5 12h.01M10.5 12h.01M13.5 12h.01M16.5 12h.01" strokeWidth={2.6} />
  </>,
);

export const UserCheckIcon = make(
  'UserCheck',
  <>
    <circle cx="10" cy="8" r="3.5" />
    <path d="M3.5 19.5c.7-3.4 3.3-5.5 6.5-5.5 1.4 0 2.6.4 3.6 1M15 17.5l2 2 4-4.5" />
  </>,
);

export const ShieldCheckIcon = make(
  'ShieldCheck',
  <>
    <path d="M12 3.5l7 2.5v5.5c0 4.4-3 7.7-7 9-4-1.3-7-4.6-7-9V6z" />
    <path d="M8.8 12.2l2.3 2.3 4.2-4.6" />
  </>,
);
