import { formatUnread } from '@/shared/hooks/use-unread-count';
import './unread-badge.css';

/** The red count on a tab or an entry (spec 9: capped at 99+); nothing when there is nothing unread. */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span className={className ? `unread-badge ${className}` : 'unread-badge'} aria-hidden="true" data-testid="unread-badge">
      {formatUnread(count)}
    </span>
  );
}
