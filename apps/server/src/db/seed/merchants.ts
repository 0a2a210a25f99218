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
  /** the installed app's short name and its title-bar and splash colours (#rrggbb) */
  appearance: { shortName: string; themeColor: string; backgroundColor: string };
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
    appearance: { shortName: 'Lucky Star', themeColor: '#0a0f1f', backgroundColor: '#0a0f1f' },
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
    languages: ['EN', 'VI', 'CN', 'TW', 'TH', 'ID', 'TY'],
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
      'APPDLNAV3',
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
    appearance: { shortName: 'Golden', themeColor: '#5a0f14', backgroundColor: '#1c0508' },
    isDefault: false,
    domains: [{ domain: 'golden.localhost', primary: true }],
  },
  {
    code: 'JADE',
    trialMerchantCode: 'JADETRIAL',
    name: 'Jade Palace',
    defaultLanguage: 'CN',
    languages: ['CN', 'TW', 'EN'],
    prizeMode: 'LOTT',
    imageCdns: [],
    currency: { code: 'CNY', symbol: '¥' },
    whitelabel: flagsOn(
      'MOBILEVERCODELOGIN3',
      'CHNGPASSVERIF3',
      'MOBILENUMREG3',
      'REGMOBVERF3',
      'USERNAMEREG3',
      'REWCEN3',
      'CBS3',
      'TRANSBETREPMEM3',
    ),
    memCen: '1',
    depFunc: '1',
    resources: downloads('JADE'),
    socialLinks: [{ key: 'TELEGRAM', url: 'https://t.me/jadepalace_official', labelNameEn: 'Telegram' }],
    customerService: [
      { title: 'Telegram Support', url: 'https://t.me/jadepalace_cs' },
      { title: 'E-mail', url: 'mailto:support@jadepalace.example' },
    ],
    ageLimit: 18,
    timeZone: 'Asia/Shanghai',
    appearance: { shortName: 'Jade Palace', themeColor: '#0b3b2e', backgroundColor: '#04160f' },
    isDefault: false,
    domains: [{ domain: 'jade.localhost', primary: true }],
  },
  {
    code: 'SIAM',
    trialMerchantCode: 'SIAMTRIAL',
    name: 'Siam Royal',
    defaultLanguage: 'TH',
    languages: ['TH', 'EN'],
    prizeMode: 'LOTT',
    imageCdns: [],
    currency: { code: 'THB', symbol: '฿' },
    whitelabel: flagsOn(
      'MOBILEVERCODELOGIN3',
      'CHNGPASSVERIF3',
      'MOBILENUMREG3',
      'MOBILENUMPASSREG3',
      'REGMOBVERF3',
      'FACEBOOKLOGIN3',
      'REWCEN3',
      'CBS3',
      'TRANSBETREPMEM3',
    ),
    memCen: '1',
    depFunc: '1',
    resources: downloads('SIAM'),
    socialLinks: [
      { key: 'FACEBOOK', url: 'https://www.facebook.com/siamroyal.official', labelNameEn: 'Facebook' },
      { key: 'TELEGRAM', url: 'https://t.me/siamroyal_official', labelNameEn: 'Telegram' },
    ],
    customerService: [
      { title: 'LINE Support', url: 'https://line.me/R/ti/p/@siamroyal' },
      { title: 'Telegram Support', url: 'https://t.me/siamroyal_cs' },
    ],
    ageLimit: 18,
    timeZone: 'Asia/Bangkok',
    appearance: { shortName: 'Siam Royal', themeColor: '#2e1457', backgroundColor: '#12081f' },
    isDefault: false,
    domains: [{ domain: 'siam.localhost', primary: true }],
  },
  {
    code: 'NUSA',
    trialMerchantCode: 'NUSATRIAL',
    name: 'Nusa Jaya',
    defaultLanguage: 'ID',
    languages: ['ID', 'EN'],
    prizeMode: 'LOTT',
    imageCdns: [],
    currency: { code: 'IDR', symbol: 'Rp' },
    whitelabel: flagsOn(
      'CHNGPASSMAIL3',
      'CHNGPASSVERIF3',
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
    resources: downloads('NUSA'),
    socialLinks: [
      { key: 'WHATSAPP', url: 'https://wa.me/6281234567890', labelNameEn: 'WhatsApp' },
      { key: 'TELEGRAM', url: 'https://t.me/nusajaya_official', labelNameEn: 'Telegram' },
      { key: 'FACEBOOK', url: 'https://www.facebook.com/nusajaya.official', labelNameEn: 'Facebook' },
    ],
    customerService: [
      { title: 'WhatsApp Support', url: 'https://wa.me/6281234567891' },
      { title: 'Telegram Support', url: 'https://t.me/nusajaya_cs' },
    ],
    ageLimit: 18,
    timeZone: 'Asia/Jakarta',
    appearance: { shortName: 'Nusa Jaya', themeColor: '#073b4c', backgroundColor: '#04161d' },
    isDefault: false,
    domains: [{ domain: 'nusa.localhost', primary: true }],
  },
];
