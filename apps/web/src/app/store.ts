import { createAppStore } from '@ruume/api-client';
import { authReducer } from '@ruume/auth';

export const createStore = () => createAppStore({ auth: authReducer });
export type RootState = ReturnType<ReturnType<typeof createStore>['getState']>;
