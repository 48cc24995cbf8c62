import { currentUserApi } from '@ruume/api-client';

/**
 * Checkout and the portals run in another tab: when the user comes back to this one (window
 * focus or the tab becoming visible), the session's current-user query is asked again, so a new
 * plan shows without a reload. RTK Query's refetchOnFocus listens for both events (the store's
 * setupListeners); the answer updates the session as every auth/me answer does.
 */
export function useRefreshUserOnReturn(): void {
  currentUserApi.useCurrentUserQuery(undefined, { refetchOnFocus: true });
}
