import { createSlice, type PayloadAction, type Reducer } from '@reduxjs/toolkit';
import { sessionEnded, storedUser } from '@ruume/api-client';
import type { CurrentUser } from '@ruume/contracts';

export interface AuthState {
  user: CurrentUser | null;
  /** True until the first current-user call settles (SPEC §4). */
  loading: boolean;
}

export const initialAuthState = (): AuthState => ({ user: storedUser.read(), loading: true });

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    sessionChecked(state, action: PayloadAction<CurrentUser | null>) {
      state.user = action.payload;
      state.loading = false;
    },
    loggedIn(state, action: PayloadAction<CurrentUser>) {
      state.user = action.payload;
      state.loading = false;
    },
    /** The signed-in user changed their profile, avatar or password: the server's new copy. */
    userUpdated(state, action: PayloadAction<CurrentUser>) {
      if (state.user) state.user = action.payload;
    },
    loggedOut(state) {
      state.user = null;
      state.loading = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, (state) => {
      state.user = null;
      state.loading = false;
    });
  },
});

export const { sessionChecked, loggedIn, userUpdated, loggedOut } = authSlice.actions;
export const authReducer: Reducer<AuthState> = authSlice.reducer;

type WithAuth = { auth: AuthState };
export const selectAuth = (state: WithAuth) => state.auth;
export const selectCurrentUser = (state: WithAuth) => state.auth.user;
