/**
 * Customer types. 0, 1 and 2 are real player accounts, 4 is a trial (guest) account, 40 is a non-agent
 * house type; every other type is an agent. Reading "agent" as "not 0, 4 or 40" would make the real types
 * 1 and 2 agents, so agents are the types that are neither real nor trial nor house types.
 */
export const REAL_MEMBER_TYPES = [0, 1, 2] as const;
export const TRIAL_TYPE = 4;
export const NON_AGENT_TYPES = [0, 1, 2, 4, 40] as const;
/** Types that never receive agent contract prompts. */
export const NON_CONTRACT_TYPES = [4, 40, 41, 42] as const;

export type Role = 'visitor' | 'trial' | 'member' | 'agent';

export function isTrialType(type: number): boolean {
  return type === TRIAL_TYPE;
}

export function isRealMemberType(type: number): boolean {
  return (REAL_MEMBER_TYPES as readonly number[]).includes(type);
}

export function isAgentType(type: number): boolean {
  return !(NON_AGENT_TYPES as readonly number[]).includes(type);
}

export function roleOf(type: number | null | undefined): Role {
  if (type === null || type === undefined) return 'visitor';
  if (isTrialType(type)) return 'trial';
  if (isAgentType(type)) return 'agent';
  return 'member';
}
