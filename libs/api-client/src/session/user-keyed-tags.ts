// SPEC §4: an explicit login marks every user-keyed cached query stale. Which tags are the
// user's is said where each is declared: the shared ones here, a lib's with userKeyedTags()
// in its enhanceEndpoints. A lib whose slice has not loaded has nothing cached to go stale.
import { baseApi, sharedTagTypes } from '../query/base-api';

type SharedTagType = (typeof sharedTagTypes)[number];

// Every shared tag is an answer about the signed-in user (their plan, rooms, recordings…).
const userKeyed = new Set<string>(sharedTagTypes);

/**
 * A lib's tag types whose answers depend on who is signed in, as `addTagTypes` takes them:
 * `.enhanceEndpoints({ addTagTypes: userKeyedTags('PaymentAccount', 'Sales') })`. Public
 * answers (tier plans, a share's check) are declared plainly and outlive a sign-in.
 */
export function userKeyedTags<const T extends readonly string[]>(
  ...types: T
): T {
  for (const type of types) userKeyed.add(type);
  return types;
}

/** The tag types a sign-in marks stale, so far. */
export const userKeyedTagTypes = (): string[] => [...userKeyed];

/** The action that marks every user-keyed cached query stale (refetched where shown). */
export const userDataStale = () =>
  // Libs' own tag types are not in the base API's type; RTK invalidates them all the same.
  baseApi.util.invalidateTags(userKeyedTagTypes() as SharedTagType[]);
