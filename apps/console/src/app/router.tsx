import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { createBrowserRouter, createMemoryRouter, Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { LoginScreen } from '@/features/auth/login-screen';
import { Loading } from '@/shared/ui/states';
import { RouteError } from './route-error';
import { Shell } from './shell';

function screen(load: () => Promise<{ default: ComponentType }>) {
  const Screen = lazy(load);
  return (
    <Suspense fallback={<Loading />}>
      <Screen />
    </Suspense>
  );
}

/** The one route table, under /console. Each screen is its own chunk. */
export const ROUTES: RouteObject[] = [
  { path: '/login', element: <LoginScreen />, errorElement: <RouteError /> },
  {
    path: '/',
    element: <Shell />,
    errorElement: <RouteError />,
    // A screen that throws shows the error inside the shell (navigation stays usable).
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: screen(() => import('@/features/dashboard/dashboard-screen')) },
          { path: 'cashier', element: <Navigate to="/cashier/withdrawals" replace /> },
          { path: 'cashier/withdrawals', element: screen(() => import('@/features/cashier/withdrawals-screen')) },
          { path: 'cashier/deposits', element: screen(() => import('@/features/cashier/deposits-screen')) },
          { path: 'cashier/adjustments', element: screen(() => import('@/features/cashier/adjustments-screen')) },
          { path: 'players', element: screen(() => import('@/features/players/players-screen')) },
          { path: 'players/limit-hits', element: screen(() => import('@/features/players/limit-hits-screen')) },
          { path: 'players/:account', element: screen(() => import('@/features/players/player-screen')) },
          { path: 'compliance', element: <Navigate to="/compliance/alerts" replace /> },
          { path: 'compliance/alerts', element: screen(() => import('@/features/compliance/alerts-screen')) },
          { path: 'compliance/rules', element: screen(() => import('@/features/compliance/rules-screen')) },
          { path: 'compliance/verification', element: screen(() => import('@/features/compliance/verification-screen')) },
          { path: 'compliance/verification/:id', element: screen(() => import('@/features/compliance/submission-screen')) },
          { path: 'compliance/verification-rules', element: screen(() => import('@/features/compliance/kyc-rules-screen')) },
          { path: 'compliance/reviews', element: screen(() => import('@/features/compliance/reviews-screen')) },
          { path: 'content', element: <Navigate to="/content/announcements" replace /> },
          { path: 'content/announcements', element: screen(() => import('@/features/content/announcements-screen')) },
          { path: 'content/promotions', element: screen(() => import('@/features/content/promotions-screen')) },
          { path: 'content/help', element: screen(() => import('@/features/content/help-screen')) },
          { path: 'content/help/:tag', element: screen(() => import('@/features/content/help-editor-screen')) },
          { path: 'content/announcements/:id', element: screen(() => import('@/features/content/announcement-editor-screen')) },
          { path: 'promotions/segments', element: screen(() => import('@/features/segments/segments-screen')) },
          { path: 'promotions/segments/:id', element: screen(() => import('@/features/segments/segment-editor-screen')) },
          { path: 'content/messages', element: screen(() => import('@/features/content/messages-screen')) },
          { path: 'promotions', element: <Navigate to="/promotions/campaigns" replace /> },
          { path: 'promotions/campaigns', element: screen(() => import('@/features/bonus/campaigns-screen')) },
          { path: 'promotions/campaigns/new', element: screen(() => import('@/features/bonus/campaign-editor-screen')) },
          { path: 'promotions/campaigns/:id', element: screen(() => import('@/features/bonus/campaign-screen')) },
          { path: 'promotions/campaigns/:id/edit', element: screen(() => import('@/features/bonus/campaign-editor-screen')) },
          { path: 'promotions/tournaments', element: screen(() => import('@/features/tournaments/tournaments-screen')) },
          { path: 'promotions/tournaments/new', element: screen(() => import('@/features/tournaments/tournament-editor-screen')) },
          { path: 'promotions/tournaments/:id', element: screen(() => import('@/features/tournaments/tournament-screen')) },
          { path: 'promotions/tournaments/:id/edit', element: screen(() => import('@/features/tournaments/tournament-editor-screen')) },
          { path: 'sportsbook', element: <Navigate to="/sportsbook/events" replace /> },
          { path: 'sportsbook/events', element: screen(() => import('@/features/sportsbook/events-screen')) },
          { path: 'sportsbook/events/:id', element: screen(() => import('@/features/sportsbook/event-screen')) },
          { path: 'sportsbook/bets', element: screen(() => import('@/features/sportsbook/bets-screen')) },
          { path: 'sportsbook/margins', element: screen(() => import('@/features/sportsbook/margins-screen')) },
          { path: 'sportsbook/limits', element: screen(() => import('@/features/sportsbook/limits-screen')) },
          { path: 'support', element: screen(() => import('@/features/support/support-screen')) },
          { path: 'games', element: screen(() => import('@/features/games/games-screen')) },
          { path: 'agents', element: screen(() => import('@/features/agents/agents-screen')) },
          { path: 'brands', element: screen(() => import('@/features/brands/brands-screen')) },
          { path: 'reports', element: screen(() => import('@/features/reports/reports-screen')) },
          { path: 'audit', element: screen(() => import('@/features/audit/audit-screen')) },
          { path: 'jobs', element: screen(() => import('@/features/jobs/jobs-screen')) },
          { path: 'operators', element: screen(() => import('@/features/operators/operators-screen')) },
          { path: 'account', element: screen(() => import('@/features/account/account-screen')) },
          { path: '*', element: screen(() => import('./not-found')) },
        ],
      },
    ],
  },
];

export function createConsoleRouter() {
  return createBrowserRouter(ROUTES, { basename: '/console' });
}

export function createTestRouter(path: string) {
  return createMemoryRouter(ROUTES, { initialEntries: [path] });
}
