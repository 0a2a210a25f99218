/** The system area's API paths: status gate, merchant settings, countries, domain routes. */
export const SYSTEM_PATHS = {
  status: '/wps/system/status',
  settings: '/wps/system/settings/consolidated',
  whitelabel: '/wps/system/whitelabel',
  countries: '/wps/system/country',
  domainRoute: '/wps/system/domainRoute',
} as const;
