import { make } from '@/shared/ui/icons';

// Icons of the responsible-gaming screens only: they load with those screens.
export const PauseIcon = make('Pause', <><circle cx="12" cy="12" r="8.5" /><path d="M10 9v6M14 9v6" /></>);
export const BlockIcon = make('Block', <><circle cx="12" cy="12" r="8.5" /><path d="M6 6l12 12" /></>);
export const HourglassIcon = make('Hourglass', <><path d="M7 3.5h10M7 20.5h10" /><path d="M8 3.5c0 4.5 8 4.5 8 8.5s-8 4-8 8.5M16 3.5c0 4.5-8 4.5-8 8.5s8 4 8 8.5" /></>);
export const PhoneCallIcon = make('PhoneCall', <path d="M6.5 3.5h3l1.5 4-2 1.3a10 10 0 0 0 6.2 6.2l1.3-2 4 1.5v3a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.5 5.7a2 2 0 0 1 2-2.2z" />);
export const ExternalIcon = make('External', <><path d="M13.5 4.5h6v6M19.5 4.5l-8 8" /><path d="M17.5 13.5v5a1.5 1.5 0 0 1-1.5 1.5H6a1.5 1.5 0 0 1-1.5-1.5V8A1.5 1.5 0 0 1 6 6.5h5" /></>);
export const StatementIcon = make('Statement', <><rect x="4.5" y="3.5" width="15" height="17" rx="2" /><path d="M8 8h8M8 12h8M8 16h5" /></>);
export const GaugeIcon = make('Gauge', <><path d="M4 16a8 8 0 1 1 16 0" /><path d="M12 16l4-5" /><path d="M4 19.5h16" /></>);
