import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

export function PageHeader({ title, actions, children }: { title: string; actions?: ReactNode; children?: ReactNode }) {
  return (
    <div className="page-header">
      <div>
        <h1>{title}</h1>
        {children}
      </div>
      {actions && <div className="page-actions">{actions}</div>}
    </div>
  );
}

/**
 * Sub-navigation between sibling screens (cashier: withdrawals, deposits, adjustments). `end`: the link is
 * current on its own address only, not on the addresses below it (players, beside players/limit-hits).
 */
export function SubNav({ label, links }: { label: string; links: Array<{ to: string; label: string; end?: boolean }> }) {
  return (
    <nav className="subnav" aria-label={label}>
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} end={link.end} className="subnav-link">
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}

/** Buttons switching panels of one screen (a player's tabs, the editor's languages). */
export function Tabs<K extends string>({ label, tabs, value, onChange, idPrefix }: { label: string; tabs: Array<{ key: K; label: string }>; value: K; onChange: (key: K) => void; idPrefix: string }) {
  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = tabs[(index + delta + tabs.length) % tabs.length]!;
    onChange(next.key);
    document.getElementById(`${idPrefix}-tab-${next.key}`)?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {tabs.map((tab, i) => (
        <button
          key={tab.key}
          id={`${idPrefix}-tab-${tab.key}`}
          type="button"
          role="tab"
          aria-selected={tab.key === value}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={tab.key === value ? 0 : -1}
          className="tab"
          onClick={() => onChange(tab.key)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

export function TabPanel({ idPrefix, active, children }: { idPrefix: string; active: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${active}`} className="tab-panel">
      {children}
    </div>
  );
}

/** A hint that a screen which needs one merchant is showing the first in scope while "All" is selected. */
export function ImplicitMerchant({ merchant, implicit }: { merchant: string; implicit: boolean }) {
  if (!implicit || !merchant) return null;
  return <span className="chip">{merchant}</span>;
}
