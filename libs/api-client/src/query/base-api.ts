import { createApi } from '@reduxjs/toolkit/query/react';
import { kyBaseQuery } from './base-query';
import { configureAuthFailure } from './auth-failure';

/**
 * Tags several domains invalidate, declared once: the signed-in user (plan, payment account,
 * storage), a subscription (billing, and the downgrade polling of SPEC §4), recordings (the
 * creator's list, the share page, uploads), and the rooms and templates a plan change refreshes
 * (SPEC §4: after a downgrade billing invalidates them without importing the meeting lib). Each
 * lib adds its own with enhanceEndpoints.
 */
export const sharedTagTypes = [
  'CurrentUser',
  'Subscription',
  'Recording',
  'Meeting',
  'ScheduledMeeting',
  'Template',
] as const;

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
