import { createAction, createSlice, type Reducer } from '@reduxjs/toolkit';
import type { CurrentUser } from '@ruume/contracts';
import { sessionEnded } from './session-actions';
import { storedUser } from './stored-user';

/**
 * Who is signed in, for every domain lib: the one copy of the current user. Billing,
 * monetization and settings change it through the server and read it back from here.
 */
export interface SessionState {
  user: CurrentUser | null;
  /** True until the first current-user call settles (SPEC §4). */
  loading: boolean;
  /** Bumped by every sign-in, sign-out and update, so an answer older than one never overwrites it. */
  version: number;
}

/** The signed-in user changed: a sign-in, a newer copy from the server, or a sign-out (null). */
export const userChanged = createAction<CurrentUser | null>(
  'session/userChanged',
);
/** The server's current copy of the signed-in user (an auth/me answer). */
export const userRefreshed = createAction<CurrentUser>('session/userRefreshed');
/** The start-up session check settled with this user (or none). */
export const sessionChecked = createAction<CurrentUser | null>(
  'session/checked',
);

export const initialSessionState = (): SessionState => ({
  user: storedUser.read(),
  loading: true,
  version: 0,
});

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(userChanged, (state, action) => {
        state.user = action.payload;
        state.loading = false;
        state.version += 1;
      })
      .addCase(userRefreshed, (state, action) => {
        state.user = action.payload;
        state.loading = false;
      })
      .addCase(sessionChecked, (state, action) => {
        state.user = action.payload;
        state.loading = false;
      })
      .addCase(sessionEnded, (state) => {
        state.user = null;
        state.loading = false;
        state.version += 1;
      });
  },
});

export const sessionReducer: Reducer<SessionState> = sessionSlice.reducer;

type WithSession = { session: SessionState };
export const selectSession = (state: WithSession) => state.session;
export const selectCurrentUser = (state: WithSession) => state.session.user;
