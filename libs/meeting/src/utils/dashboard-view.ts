import { paths } from '@ruume/contracts';

/**
 * The dashboard's three lists (SPEC §2): every room (/dashboard), the scheduled meetings
 * (/dashboard/scheduled) and the host's personal rooms, those with a custom room id
 * (/dashboard/my, GET meeting/with-custom-room-id/list).
 */
export type DashboardView = 'all' | 'scheduled' | 'my';

export const dashboardViews: { view: DashboardView; path: string }[] = [
  { view: 'all', path: paths.dashboard.root },
  { view: 'scheduled', path: paths.dashboard.scheduled },
  { view: 'my', path: paths.dashboard.my },
];

export const viewOfPath = (pathname: string): DashboardView =>
  dashboardViews.find(({ path }) => pathname.replace(/\/+$/, '') === path)
    ?.view ?? 'all';
