import { make } from '@/shared/ui/icons';

// Icons of the verification screen only: they load with it.
export const IdFrontIcon = make('IdFront', <><rect x="3" y="5.5" width="18" height="13" rx="2" /><circle cx="8.5" cy="11" r="2" /><path d="M5.5 15.5c.6-1.5 1.7-2.2 3-2.2s2.4.7 3 2.2M14 10h4M14 13h3" /></>);
export const IdBackIcon = make('IdBack', <><rect x="3" y="5.5" width="18" height="13" rx="2" /><path d="M3 9h18M6 13.5h6M6 16h4M15.5 13.5h2.5v2.5h-2.5z" /></>);
export const SelfieIcon = make('Selfie', <><path d="M4 8V6a2 2 0 0 1 2-2h2M16 4h2a2 2 0 0 1 2 2v2M20 16v2a2 2 0 0 1-2 2h-2M8 20H6a2 2 0 0 1-2-2v-2" /><circle cx="12" cy="10" r="2.8" /><path d="M7.5 17c.8-2 2.5-3 4.5-3s3.7 1 4.5 3" /></>);
export const ProofIcon = make('Proof', <><path d="M6.5 3.5h7.5l4 4v11a2 2 0 0 1-2 2h-9.5a2 2 0 0 1-2-2v-13a2 2 0 0 1 2-2z" /><path d="M14 3.5v4h4M8.5 12h7M8.5 15h7M8.5 18h4" /></>);
export const PdfIcon = make('Pdf', <><path d="M6.5 3.5h7.5l4 4v11a2 2 0 0 1-2 2h-9.5a2 2 0 0 1-2-2v-13a2 2 0 0 1 2-2z" /><path d="M14 3.5v4h4" /><path d="M8 17v-4h1.3a1.2 1.2 0 0 1 0 2.4H8M12 13v4h.8a1.6 1.6 0 0 0 1.6-1.6v-.8a1.6 1.6 0 0 0-1.6-1.6zM16 17v-4h2M16 15h1.6" /></>);
export const CameraIcon = make('Camera', <><path d="M4 8.5a2 2 0 0 1 2-2h1.8l1.4-2h5.6l1.4 2H18a2 2 0 0 1 2 2V17a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z" /><circle cx="12" cy="12.5" r="3.3" /></>);
export const ContactIcon = make('Contact', <><rect x="6.5" y="2.5" width="11" height="19" rx="2.5" /><path d="M10.5 18.5h3" /><path d="M9.5 10.5l2 2 3.5-4" /></>);
export const FundsIcon = make('Funds', <><path d="M4 9.5L12 4l8 5.5" /><path d="M5.5 9.5V18M10 9.5V18M14 9.5V18M18.5 9.5V18M3.5 20.5h17" /></>);
