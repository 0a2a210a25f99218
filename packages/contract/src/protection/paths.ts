/** Player protection: the member's own limits, breaks and statement (/wps), and the operators' view (/ops). */
export const PROTECTION_PATHS = {
  state: '/wps/member/responsibleGaming',
  limits: '/wps/member/responsibleGaming/limits',
  exclusion: '/wps/member/responsibleGaming/exclusion',
  statement: '/wps/member/responsibleGaming/statement',
} as const;

export const PROTECTION_OPS_PATHS = {
  member: '/ops/members/:account/protection',
  memberLimits: '/ops/members/:account/protection/limits',
  memberExclusion: '/ops/members/:account/protection/exclusion',
  memberExclusionLift: '/ops/members/:account/protection/exclusion/lift',
  limitHits: '/ops/protection/limit-hits',
} as const;
