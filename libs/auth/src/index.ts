export {
  authApi,
  authCalls,
  useCurrentUserQuery,
  useLogoutMutation,
} from './api/auth-api';
export { userApi, userCalls } from './api/user-api';
export { adminApi, adminCalls } from './api/admin-api';
export { checkSession } from './state/check-session';
export { login, logout, updateUser } from './state/auth-thunks';
export {
  useAdminStatus,
  useAuth,
  useAuthDispatch,
  type AdminStatus,
  type AuthDispatch,
} from './state/use-auth';
export { ProtectedRoute } from './guards/protected-route';
export { AdminRoute } from './guards/admin-route';
export { GuestRoute } from './guards/guest-route';
export { LoginPage } from './pages/login-page/login-page';
export { authPages } from './lazy-pages';
export { authLandingPages } from './landing-pages';
export { AccountMenu } from './components/account-menu/account-menu';
