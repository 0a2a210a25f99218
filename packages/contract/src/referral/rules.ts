/** Rewards per page of the Invite sheet's list. */
export const REFERRAL_REWARDS_PAGE_SIZE = 20;

/**
 * A friend's name as the inviter sees it: enough to recognise whom they invited, not the whole login name
 * (the first two characters, stars, the last one; very short names keep only their first character).
 */
export function maskFriendName(name: string): string {
  const chars = [...name];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}
