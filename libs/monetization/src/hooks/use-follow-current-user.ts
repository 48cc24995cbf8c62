import { currentUserApi } from '@ruume/api-client';

/**
 * Keeps the session's current-user query subscribed while a monetization screen is open, so what
 * changes the user here (a disconnect, an upload or a deletion and its storage) shows at once, and
 * the onboarding done in the provider's pages shows when the user comes back to this tab.
 */
export function useFollowCurrentUser(): void {
  currentUserApi.useCurrentUserQuery(undefined, { refetchOnFocus: true });
}
