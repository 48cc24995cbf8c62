import { createAppStore, type AppDispatch } from '@ruume/api-client';

/** The shell's store: api-client's API cache and session; domain libs add no slices yet. */
export const createStore = () => createAppStore();
export type RootDispatch = AppDispatch;
