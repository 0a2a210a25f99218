import { formatUnread } from '@/shared/api/inbox/use-unread-count';
import './unread-badge.css';

/**
 * The red count on a tab or an entry (capped at 99+); nothing when there is nothing unread. The
 * number is hidden from screen readers; `label` (the exact count in words) is read instead.
 */
export function UnreadBadge({ count, className, label }: { count: number; className?: string; label?: string }) {
  if (count <= 0) return null;
  return (
    <>
      <span className={className ? `unread-badge ${className}` : 'unread-badge'} aria-hidden="true" data-testid="unread-badge">
        {formatUnread(count)}
      </span>
      {label ? <span className="visually-hidden">{label}</span> : null}
    </>
  );
}
