import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon, type IconProps } from '@/shared/ui/icons';

interface RowProps {
  icon: ComponentType<IconProps>;
  label: string;
  /** the current value or state, muted on the right */
  value?: ReactNode;
  /** a badge instead of the value: something to do, or done */
  badge?: { text: string; tone: 'todo' | 'ok' };
  /** opens a sheet */
  onClick?: () => void;
  /** goes to another page */
  to?: string;
  /** a row that only shows (a payee name once set) */
  locked?: boolean;
}

/** One row of a grouped settings list: icon tile, label, value or badge, chevron. */
export function SettingsRow({ icon: Icon, label, value, badge, onClick, to, locked }: RowProps) {
  const inner = (
    <>
      <span className="settings-row__icon">
        <Icon size="0.2rem" />
      </span>
      <span className="settings-row__label">{label}</span>
      {badge ? <span className={`settings-row__badge settings-row__badge--${badge.tone}`}>{badge.text}</span> : null}
      {value !== undefined && value !== null && value !== '' ? <span className="settings-row__value">{value}</span> : null}
      {locked ? null : <ChevronRightIcon size="0.16rem" className="settings-row__chevron" />}
    </>
  );
  if (to) {
    return (
      <Link to={to} className="settings-row">
        {inner}
      </Link>
    );
  }
  if (locked || !onClick) return <div className="settings-row settings-row--static">{inner}</div>;
  return (
    <button type="button" className="settings-row" onClick={onClick} aria-haspopup="dialog">
      {inner}
    </button>
  );
}
