import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../query/base-api';

/** The app's store: the API cache plus the slices the caller composes (the shell passes auth). */
export function createAppStore(slices: Record<string, Reducer> = {}, preloadedState?: Record<string, unknown>) {
  const store = configureStore({
    reducer: combineReducers({ [baseApi.reducerPath]: baseApi.reducer, ...slices }),
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
    preloadedState,
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
