import { createAppStore, type AppDispatch } from '@ruume/api-client';
import { authReducer } from '@ruume/auth';

export const createStore = () => createAppStore({ auth: authReducer });
export type RootDispatch = AppDispatch;
