import { allFlags } from '@lobby/contract';
import type {
  Language,
  PrizeMode,
  ResourceType,
  SocialKey,
  WhitelabelFlag,
  WhitelabelFlags,
} from '@lobby/contract';

export interface MerchantSeed {
  code: string;
  trialMerchantCode: string;
  name: string;
  defaultLanguage: Language;
  languages: Language[];
  prizeMode: PrizeMode;
  imageCdns: string[];
  currency: { code: string; symbol: string };
  whitelabel: WhitelabelFlags;
  memCen: '0' | '1';
  depFunc: '0' | '1';
  resources: { resourceType: ResourceType; url: string }[];
  socialLinks: { key: SocialKey; url: string; labelNameEn: string }[];
  customerService: { title: string; url: string }[];
  ageLimit: number;
  timeZone: string;
  isDefault: boolean;
  domains: { domain: string; primary: boolean }[];
}

function flagsOn(...on: WhitelabelFlag[]): WhitelabelFlags {
  const flags = allFlags(false);
  for (const f of on) flags[f] = true;
  return flags;
}

/**
 * Download resources point at our own /media paths (served by the downloads module), never at external
 * hosts, so the app works offline and leaks no requests. Imagery comes from the server, so no image CDN.
 */
function downloads(code: string): MerchantSeed['resources'] {
  const base = `/media/download/${code}`;
  return [
    { resourceType: 'IOS', url: `${base}/ios` },
    { resourceType: 'Android', url: `${base}/android.apk` },
    { resourceType: 'MOBILECONFIG', url: `${base}/webclip.mobileconfig` },
    { resourceType: 'AppDownloadIcon', url: `${base}/app-icon.svg` },
  ];
}

export const MERCHANT_SEEDS: readonly MerchantSeed[] = [
  {
    code: 'LUCKY',
    trialMerchantCode: 'LUCKYTRIAL',
    name: 'Lucky Star',
    defaultLanguage: 'TY',
    languages: ['EN', 'TY'],
    prizeMode: 'ELOTT',
    imageCdns: [],
    currency: { code: 'PHP', symbol: '₱' },
    whitelabel: flagsOn(
      'CHNGPASSMAIL3',
      'USERNAMEREG3',
      'MOBILENUMREG3',
      'MOBILENUMPASSREG3',
      'GOOGLELOGIN3',
      'REWCEN3',
      'CBS3',
      'TRANSBETREPMEM3',
    ),
    memCen: '1',
    depFunc: '0',
    resources: downloads('LUCKY'),
    socialLinks: [
      { key: 'TELEGRAM', url: 'https://t.me/luckystar_official', labelNameEn: 'Telegram' },
      { key: 'FACEBOOK', url: 'https://www.facebook.com/luckystar.official', labelNameEn: 'Facebook' },
      { key: 'WHATSAPP', url: 'https://wa.me/639171234567', labelNameEn: 'WhatsApp' },
    ],
    customerService: [
      { title: 'Telegram Support', url: 'https://t.me/luckystar_support' },
      { title: 'Live Chat', url: 'https://wa.me/639171234568?text=Hello%20Lucky%20Star' },
      { title: 'E-mail', url: 'mailto:support@luckystar.example' },
    ],
    ageLimit: 21,
    timeZone: 'Asia/Manila',
    isDefault: true,
    domains: [
      { domain: 'localhost', primary: true },
      { domain: '127.0.0.1', primary: false },
    ],
  },
  {
    code: 'GOLDEN',
    trialMerchantCode: 'GOLDENTRIAL',
    name: 'Golden Dragon',
    defaultLanguage: 'EN',
    languages: ['EN', 'TY', 'CN', 'VI'],
    prizeMode: 'LOTT',
    imageCdns: [],
    currency: { code: 'VND', symbol: '₫' },
    whitelabel: flagsOn(
      'MOBILEVERCODELOGIN3',
      'CHNGPASSVERIF3',
      'CHNGPASSMAIL3',
      'REGMOBVERF3',
      'FACEBOOKLOGIN3',
      'MOBILENUMREG3',
      'USERNAMEREG3',
    ),
    memCen: '0',
    depFunc: '1',
    resources: downloads('GOLDEN'),
    socialLinks: [{ key: 'WHATSAPP', url: 'https://wa.me/84901234567', labelNameEn: 'WhatsApp' }],
    customerService: [
      { title: 'WhatsApp Support', url: 'https://wa.me/84901234568' },
      { title: 'Telegram Support', url: 'https://t.me/goldendragon_cs' },
    ],
    ageLimit: 18,
    timeZone: 'Asia/Ho_Chi_Minh',
    isDefault: false,
    domains: [{ domain: 'golden.localhost', primary: true }],
  },
];
