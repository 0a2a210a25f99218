import { make } from '@/shared/ui/icons';

// Icons of the account settings only: they load with /m/set, off the start-up chunk.
export const PhoneIcon = make('Phone', <><rect x="7" y="2.5" width="10" height="19" rx="2.5" /><path d="M11 18.5h2" /></>);
export const DesktopIcon = make('Desktop', <><rect x="3" y="4" width="18" height="12" rx="2" /><path d="M9 20h6M12 16v4" /></>);
export const ClockIcon = make('Clock', <><circle cx="12" cy="12" r="8.5" /><path d="M12 7.5V12l3 2" /></>);
export const DevicesIcon = make('Devices', <><rect x="2.5" y="5" width="13" height="10" rx="1.5" /><rect x="15.5" y="9" width="6" height="11" rx="1.5" /><path d="M5.5 19h7" /></>);
export const CakeIcon = make('Cake', <><path d="M4 20.5h16M5 20.5v-7a2 2 0 012-2h10a2 2 0 012 2v7" /><path d="M5 15.5c1.5 1 3 1 4.5 0s3-1 4.5 0 3 1 5 0M12 11.5V8" /><path d="M12 4.5c.8.9.8 2 0 3-.8-1-.8-2.1 0-3z" /></>);

export function DeviceIcon({ mobile }: { mobile: boolean }) {
  return mobile ? <PhoneIcon size="0.2rem" /> : <DesktopIcon size="0.2rem" />;
}
