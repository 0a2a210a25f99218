import { allFlags, systemStatusSchema, type SystemStatus } from '@lobby/contract';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** A status answer as the server sends it; parsed with the contract schema so the fixture cannot drift. */
export function makeStatus(
  overrides: Omit<DeepPartial<SystemStatus>, 'info'> & { info?: Partial<SystemStatus['info']> } = {},
): SystemStatus {
  const base: SystemStatus = {
    info: {
      merchantCode: 'LUCKY',
      trialMerchantCode: 'LUCKYTRIAL',
      platform: 'mobile',
      brand: { name: 'Lucky Star', logoUrl: '/media/brand/LUCKY/logo.svg', copyright: '© 2026 Lucky Star', themeColor: '#0a0f1f' },
      defaultLanguage: 'TY',
      languages: ['EN', 'TY'],
      prizeMode: 'ELOTT',
      currency: { code: 'PHP', symbol: '₱' },
      timeZone: 'Asia/Manila',
      ageLimit: 21,
      customerService: [],
      mobileTemplate: { mem_cen: '1', dep_func: '1' },
      resources: [],
      whitelabel: allFlags(false),
      socialLinks: [],
      imageCDNs: [],
      paths: {},
      register: { username: true, mobile: false, smsVerification: false, mobilePassword: false },
      referral: true,
      depositBonusPercent: 120,
    },
    location: { ip: '203.0.113.7', country: 'PH' },
    maintenance: false,
    regionRestriction: false,
    status: 0,
  };
  return systemStatusSchema.parse({
    ...base,
    ...overrides,
    info: { ...base.info, ...overrides.info },
    location: { ...base.location, ...overrides.location },
  });
}

export function envelope(value: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify({ success: true, value }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}

export function failure(status: number, errorCode: string, message: string, value?: unknown): Response {
  return new Response(JSON.stringify({ success: false, errorCode, message, value }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
