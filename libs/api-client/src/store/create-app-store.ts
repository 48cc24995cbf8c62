import {
  combineReducers,
  configureStore,
  type EnhancedStore,
  type Reducer,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../query/base-api';
import { sessionReducer, type SessionState } from '../session/session-slice';
import { storedUser } from '../session/stored-user';

/** The state of a store built by createAppStore(slices). */
export type AppStateOf<Slices extends Record<string, Reducer>> = {
  [K in keyof Slices]: ReturnType<Slices[K]>;
} & {
  [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer>;
  session: SessionState;
};

/**
 * A store over `State` with thunks. Spelled out rather than inferred so published declarations
 * name only @reduxjs/toolkit, never its internal redux and redux-thunk packages.
 */
export type AppStoreOf<State> = EnhancedStore<State, UnknownAction> & {
  dispatch: ThunkDispatch<State, unknown, UnknownAction>;
};

/** The app's store: the API cache, the session (who is signed in) and the slices the caller composes. */
export function createAppStore<Slices extends Record<string, Reducer>>(
  slices: Slices = {} as Slices,
): AppStoreOf<AppStateOf<Slices>> {
  // combineReducers cannot infer a generic map's state; AppStateOf spells it out.
  const reducer = combineReducers({
    ...slices,
    session: sessionReducer,
    [baseApi.reducerPath]: baseApi.reducer,
  }) as unknown as Reducer<AppStateOf<Slices>>;
  const store = configureStore({
    reducer,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  persistCurrentUser(store);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

/** SPEC §3: local storage follows the session's user, whatever changed it. */
function persistCurrentUser(store: {
  getState(): { session: SessionState };
  subscribe(listener: () => void): unknown;
}) {
  let persisted = store.getState().session.user;
  store.subscribe(() => {
    const { user, loading } = store.getState().session;
    if (user === persisted || loading) return;
    persisted = user;
    if (user) storedUser.write(user);
    else storedUser.clear();
  });
}
