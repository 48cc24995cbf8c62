import {
  CURRENT_USER_STORAGE_KEY,
  parseStoredCurrentUser,
  type CurrentUser,
} from '@ruume/contracts';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage disabled (private mode, sandboxed iframe)
  }
}

/** SPEC §3: the current user is cached in local storage under a `user` entry as JSON. */
export const storedUser = {
  read: (): CurrentUser | null =>
    parseStoredCurrentUser(
      storage()?.getItem(CURRENT_USER_STORAGE_KEY) ?? null,
    ),
  write: (user: CurrentUser): void =>
    storage()?.setItem(CURRENT_USER_STORAGE_KEY, JSON.stringify(user)),
  clear: (): void => storage()?.removeItem(CURRENT_USER_STORAGE_KEY),
};
