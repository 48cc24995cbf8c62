export {
  createHttpClient,
  getHttpClient,
  setHttpClient,
  type HttpClientOptions,
} from './http/http-client';
export { readXsrfToken } from './http/xsrf';
export {
  xhrUploadSender,
  type UploadRequest,
  type UploadResult,
  type UploadSender,
} from './upload/upload-sender';
export {
  UploadSenderContext,
  useUploadSender,
} from './upload/upload-sender-context';
export { uploadQueryFn, type UploadArg } from './upload/upload-query';
export {
  kyBaseQuery,
  type ApiError,
  type RequestArgs,
  type ResponseMeta,
} from './query/base-query';
export {
  fromPagedEndpoint,
  pagedItems,
  pagedList,
  pagedListTags,
  type ItemOf,
  type LoadMoreState,
  type Page,
  type PagedArgOf,
  type PagedData,
} from './paging/paged-query';
export { baseApi, sharedTagTypes } from './query/base-api';
export {
  asApiError,
  errorCode,
  errorMessage,
  errorStatus,
} from './errors/api-error';
export {
  serverErrorField,
  useFormSubmit,
  type FormSubmitOptions,
} from './forms/use-form-submit';
export {
  coveringCalls,
  fromEndpoint,
  requestFor,
  type Calls,
  type ResponseCheck,
} from './endpoints/endpoint-query';
export {
  configureAuthFailure,
  handleAuthFailure,
  isAuthFailure,
  type AuthFailureEnvironment,
} from './query/auth-failure';
export { storedUser } from './session/stored-user';
export {
  userDataStale,
  userKeyedTagTypes,
  userKeyedTags,
} from './session/user-keyed-tags';
export { sessionEnded } from './session/session-actions';
export {
  initialSessionState,
  selectCurrentUser,
  selectSession,
  sessionChecked,
  sessionReducer,
  userChanged,
  userRefreshed,
  type SessionState,
} from './session/session-slice';
export { currentUserApi, useCurrentUser } from './session/current-user';
export {
  createAppStore,
  type AppStore,
  type AppStoreOf,
  type AppStateOf,
  type AppDispatch,
} from './store/create-app-store';
export {
  analytics,
  setAnalyticsSink,
  type AnalyticsSink,
  type ConversionEvent,
} from './analytics/analytics';
export {
  monetizedProductsApi,
  useMonetizedProductsQuery,
} from './selling/monetized-products';
