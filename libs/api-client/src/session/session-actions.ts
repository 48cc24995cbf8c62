import { createAction } from '@reduxjs/toolkit';

/**
 * The session ended outside the auth lib's control (SPEC §8 authentication failure).
 * The auth slice listens to it; api-client cannot import the auth lib.
 */
export const sessionEnded = createAction<{ reason: string }>('session/ended');
