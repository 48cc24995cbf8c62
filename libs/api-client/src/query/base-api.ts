import { createApi } from '@reduxjs/toolkit/query/react';
import { kyBaseQuery } from './base-query';
import { configureAuthFailure } from './auth-failure';

/** Tags shared across domains; each domain lib adds its own with enhanceEndpoints. */
export const sharedTagTypes = ['CurrentUser'] as const;

/** The empty base API: domain libs inject their endpoints (RTK Query code splitting). */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: kyBaseQuery,
  tagTypes: sharedTagTypes,
  endpoints: () => ({}),
});

configureAuthFailure({
  resetCache: (dispatch) => dispatch(baseApi.util.resetApiState()),
});
