import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../query/base-api';

type StateOf<Slices extends Record<string, Reducer>> = { [K in keyof Slices]: ReturnType<Slices[K]> } & {
  [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer>;
};

/** The app's store: the API cache plus the slices the caller composes (the shell passes auth). */
export function createAppStore<Slices extends Record<string, Reducer>>(slices: Slices = {} as Slices) {
  // combineReducers cannot infer a generic map's state; StateOf spells it out.
  const reducer = combineReducers({ ...slices, [baseApi.reducerPath]: baseApi.reducer }) as unknown as Reducer<
    StateOf<Slices>
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
