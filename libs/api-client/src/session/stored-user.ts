import { currentUserSchema, type CurrentUser } from '@ruume/contracts';

/** SPEC §3: the current user is cached in local storage under a `user` entry as JSON. */
export const STORED_USER_KEY = 'user';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage disabled (private mode, sandboxed iframe)
  }
}

export const storedUser = {
  read(): CurrentUser | null {
    const raw = storage()?.getItem(STORED_USER_KEY);
    if (!raw) return null;
    try {
      const parsed = currentUserSchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  },
  write(user: CurrentUser): void {
    storage()?.setItem(STORED_USER_KEY, JSON.stringify(user));
  },
  clear(): void {
    storage()?.removeItem(STORED_USER_KEY);
  },
};
