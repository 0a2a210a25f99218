import type { IconName } from '@/shared/ui/icons';

export interface NavEntry {
  to: string;
  label: string;
  icon: IconName;
  /** shown when the operator holds this permission */
  permission: string;
}

/** The side navigation; an entry shows only to operators holding its permission (the server checks anyway). */
export const NAVIGATION: NavEntry[] = [
  { to: '/', label: 'nav.dashboard', icon: 'dashboard', permission: 'dashboard.read' },
  { to: '/cashier', label: 'nav.cashier', icon: 'cashier', permission: 'cashier.read' },
  { to: '/compliance', label: 'nav.compliance', icon: 'compliance', permission: 'compliance.read' },
  { to: '/players', label: 'nav.players', icon: 'players', permission: 'players.read' },
  { to: '/content', label: 'nav.content', icon: 'content', permission: 'content.read' },
  { to: '/promotions', label: 'nav.promotions', icon: 'promotions', permission: 'content.read' },
  { to: '/sportsbook', label: 'nav.sportsbook', icon: 'sportsbook', permission: 'sportsbook.read' },
  { to: '/support', label: 'nav.support', icon: 'support', permission: 'support.read' },
  { to: '/games', label: 'nav.games', icon: 'games', permission: 'games.read' },
  { to: '/agents', label: 'nav.agents', icon: 'agents', permission: 'agents.read' },
  { to: '/brands', label: 'nav.brands', icon: 'brands', permission: 'brands.read' },
  { to: '/reports', label: 'nav.reports', icon: 'reports', permission: 'reports.read' },
  { to: '/audit', label: 'nav.audit', icon: 'audit', permission: 'audit.read' },
  { to: '/jobs', label: 'nav.jobs', icon: 'jobs', permission: 'brands.manage' },
  { to: '/operators', label: 'nav.operators', icon: 'operators', permission: 'operators.manage' },
];
