import type { AuthRepository, TokenPurpose } from './session-repository';
import { hashToken, newToken } from './session-service';

const HOUR_MS = 60 * 60 * 1000;

/** How long each kind of mailed link works. */
export const LINK_LIFETIME_MS: Record<TokenPurpose, number> = {
  email_verify: 24 * HOUR_MS,
  password_reset: HOUR_MS,
  email_change: 24 * HOUR_MS,
};

export type LinkTokens = ReturnType<typeof createLinkTokens>;

/** The single-use tokens of mailed links (verification, reset, email change) for every domain. */
export function createLinkTokens(repository: AuthRepository) {
  return {
    /** A new token for the link; only its hash is stored. */
    async issue(
      userId: string,
      purpose: TokenPurpose,
      payload?: { newEmail: string },
    ): Promise<string> {
      const token = newToken();
      await repository.insertToken({
        id: hashToken(token),
        userId,
        purpose,
        payload,
        expiresAt: new Date(Date.now() + LINK_LIFETIME_MS[purpose]),
      });
      return token;
    },
  };
}
