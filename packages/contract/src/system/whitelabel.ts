/** What a merchant switches on or off, and the kinds of resources and links it configures. */

/** White-label switches a merchant turns on or off. */
export const WHITELABEL_FLAGS = [
  'CHNGPASSMAIL3', // forgot password by e-mail
  'CHNGPASSVERIF3', // forgot password by phone verification
  'MOBILEVERCODELOGIN3', // login with mobile number + SMS code
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'USERNAMEREG3', // registration by username
  'MOBILENUMREG3', // registration by mobile number
  'REGMOBVERF3', // SMS verification on registration
  'MOBILENUMPASSREG3', // password fields on mobile registration
  'REWCEN3', // reward centre
  'CBS3', // live chat (customer bridge service)
  'TRANSBETREPMEM3', // bet records for members
  'APPDLNAV3', // bottom bar variant: an app-download slot in the centre with the download bonus badge
] as const;
export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];
export type WhitelabelFlags = Record<WhitelabelFlag, boolean>;

export function allFlags(value: boolean): WhitelabelFlags {
  return Object.fromEntries(WHITELABEL_FLAGS.map((f) => [f, value])) as WhitelabelFlags;
}

export const RESOURCE_TYPES = ['IOS', 'Android', 'MOBILECONFIG', 'AppDownloadIcon'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const SOCIAL_KEYS = ['TELEGRAM', 'TELEGRAM2', 'FACEBOOK', 'FACEBOOK2', 'WHATSAPP'] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];

export const PRIZE_MODES = ['LOTT', 'ELOTT'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];
