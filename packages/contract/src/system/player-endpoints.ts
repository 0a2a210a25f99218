import { endpoint } from '../common/endpoint.ts';
import { SYSTEM_PATHS } from './paths.ts';
import { consolidatedSettingsSchema, countryListSchema, domainRouteListSchema, systemStatusSchema, whitelabelResponseSchema } from './schemas.ts';

const failures = [400, 500] as const;

/** The tenant's public facts: the status gate, the merchant's settings and flags, countries, domains. */
export const SYSTEM_PLAYER_ENDPOINTS = {
  systemStatus: endpoint({
    method: 'GET',
    path: SYSTEM_PATHS.status,
    access: 'public',
    tags: ['system'],
    summary: 'Tenant info and the status gate (0 normal, 1 maintenance, 2 region restricted)',
    description:
      'Always answers 200, also during maintenance or region restriction: the web needs it to show ' +
      'the gate. Customer-service paths are encrypted (key: last 8 characters).',
    response: systemStatusSchema,
    failures,
  }),
  merchantSettings: endpoint({
    method: 'GET',
    path: SYSTEM_PATHS.settings,
    access: 'public',
    tags: ['system'],
    summary: 'Merchant settings: brand, languages, currency, templates, flags',
    response: consolidatedSettingsSchema,
    failures,
  }),
  whitelabel: endpoint({
    method: 'GET',
    path: SYSTEM_PATHS.whitelabel,
    access: 'public',
    tags: ['system'],
    summary: 'White-label flags of the merchant',
    response: whitelabelResponseSchema,
    failures,
  }),
  countries: endpoint({
    method: 'GET',
    path: SYSTEM_PATHS.countries,
    access: 'public',
    tags: ['system'],
    summary: 'Countries with dialling codes, names in the Language header language, sorted by name',
    response: countryListSchema,
    failures,
  }),
  domainRoutes: endpoint({
    method: 'GET',
    path: SYSTEM_PATHS.domainRoute,
    access: 'public',
    tags: ['system'],
    summary: "The merchant's domains",
    response: domainRouteListSchema,
    failures,
  }),
} as const;
