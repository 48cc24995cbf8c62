export { createHttpClient, getHttpClient, setHttpClient, type HttpClientOptions } from './http/http-client';
export { readXsrfToken, XSRF_COOKIE, XSRF_HEADER } from './http/xsrf';
export { kyBaseQuery, type ApiError, type RequestArgs } from './query/base-query';
export { baseApi, sharedTagTypes } from './query/base-api';
export { configureAuthFailure, handleAuthFailure, isAuthFailure, type AuthFailureEnvironment } from './query/auth-failure';
export { storedUser, STORED_USER_KEY } from './session/stored-user';
export { sessionEnded } from './session/session-actions';
export { createAppStore, type AppStore, type AppDispatch } from './store/create-app-store';
export { analytics, setAnalyticsSink, type AnalyticsSink, type ConversionEvent } from './analytics/analytics';
