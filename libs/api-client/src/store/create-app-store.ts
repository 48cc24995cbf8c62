import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../query/base-api';

/** The app's store: the API cache plus the slices the caller composes (the shell passes auth). */
export function createAppStore(slices: Record<string, Reducer> = {}) {
  const store = configureStore({
    reducer: combineReducers({ ...slices, [baseApi.reducerPath]: baseApi.reducer }),
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
