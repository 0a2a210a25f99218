import type { EndpointResultInput } from '@lobby/contract/endpoints';
import { endpoints } from '@/shared/api/client';
import { fixture } from './fetch-mock';

export type OperatorFixture = EndpointResultInput<typeof endpoints.me>['operator'];
export type MerchantFixture = EndpointResultInput<typeof endpoints.brand>;

/** An operator as GET /ops/auth/me names them: enrolled, their own password, these permissions. */
export function operator(extra: Partial<OperatorFixture> & Pick<OperatorFixture, 'username' | 'role' | 'permissions'>): OperatorFixture {
  return { displayName: extra.username, merchants: 'all', totpEnabled: true, disabled: false, passwordChangeRequired: false, ...extra };
}

/** GET /ops/auth/me for a signed-in operator with nothing left to do before the console opens. */
export function me(who: OperatorFixture) {
  return fixture(endpoints.me, { operator: who, idleTimeoutMs: 900_000, totpSetupRequired: false, passwordChangeRequired: false });
}

/** A merchant as GET /ops/merchants lists it. */
export function merchant(code: string, extra: Partial<MerchantFixture> = {}): MerchantFixture {
  return {
    code,
    trialMerchantCode: `${code}TRIAL`,
    name: code,
    isDefault: false,
    maintenance: false,
    blockedRegions: [],
    realityCheckMinutes: 60,
    imageCdns: [],
    domains: [],
    secondApprovalAmount: '10000.00',
    updatedAt: Date.UTC(2026, 10, 1),
    whitelabel: {},
    languages: ['EN'],
    defaultLanguage: 'EN',
    timeZone: 'Asia/Manila',
    ...extra,
  };
}

/** GET /ops/merchants: the merchants the operator sees. */
export function merchants(...list: MerchantFixture[]) {
  return fixture(endpoints.brands, list);
}
