import {
  type CurrentUser,
  normalizeCurrentUser,
  TIER_RECORDING_STORAGE_BYTES,
} from '@ruume/contracts';
import type { FileStorage } from '../adapters/storage/file-storage';
import type { UserRow } from './user-repository';

/**
 * SPEC §3 current user (auth/me, user, login, verify-email). The plan is the billing module's
 * snapshot on the user row, and so are stripeInfo (payment-account module) and the storage
 * recordings use (recording module, in the transactions that add and remove them).
 */
export function toCurrentUser(
  user: UserRow,
  storage: FileStorage,
): CurrentUser {
  return normalizeCurrentUser({
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    pronouns: user.pronouns,
    workspaceName: user.workspaceName,
    workspaceRole: user.workspaceRole,
    displayFirstNameOnly: user.displayFirstNameOnly,
    website: user.website,
    profilePicUrl: user.profilePicKey ? storage.url(user.profilePicKey) : null,
    profileBannerUrl: user.profileBannerKey
      ? storage.url(user.profileBannerKey)
      : null,
    avatarBackgroundColor: user.avatarBackgroundColor,
    avatarTextColor: user.avatarTextColor,
    role: user.role,
    passwordExists: user.passwordHash !== null,
    isFreeTrialAvailable: !user.freeTrialUsed && user.planTier === 'house',
    planSubscription: user.planSubscription,
    stripeInfo: user.stripeInfo,
    recordingStorage: {
      used: user.recordingStorageUsed,
      available: TIER_RECORDING_STORAGE_BYTES[user.planTier],
    },
  });
}
