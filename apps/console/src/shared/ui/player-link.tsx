import { Link } from 'react-router';

/** A player's file: the one place the console builds its address. */
export function playerHref(account: string, merchant?: string): string {
  return `/players/${encodeURIComponent(account)}${merchant ? `?merchant=${encodeURIComponent(merchant)}` : ''}`;
}

/** A player's account as a link to their file (cashier rows, reports, the approval dialog). */
export function PlayerLink({ account, merchant }: { account: string; merchant?: string }) {
  if (!account) return <span className="muted">—</span>;
  return (
    <Link to={playerHref(account, merchant)} className="link-strong">
      {account}
    </Link>
  );
}
