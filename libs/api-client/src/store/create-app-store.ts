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

/** The state of a store built by createAppStore(slices). */
export type AppStateOf<Slices extends Record<string, Reducer>> = { [K in keyof Slices]: ReturnType<Slices[K]> } & {
  [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer>;
};

/**
 * A store over `State` with thunks. Spelled out rather than inferred so published declarations
 * name only @reduxjs/toolkit, never its internal redux and redux-thunk packages.
 */
export type AppStoreOf<State> = EnhancedStore<State, UnknownAction> & {
  dispatch: ThunkDispatch<State, unknown, UnknownAction>;
};

/** The app's store: the API cache plus the slices the caller composes (the shell passes auth). */
export function createAppStore<Slices extends Record<string, Reducer>>(
  slices: Slices = {} as Slices,
): AppStoreOf<AppStateOf<Slices>> {
  // combineReducers cannot infer a generic map's state; AppStateOf spells it out.
  const reducer = combineReducers({ ...slices, [baseApi.reducerPath]: baseApi.reducer }) as unknown as Reducer<
    AppStateOf<Slices>
  >;
  const store = configureStore({
    reducer,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
