export { authApi, useCurrentUserQuery, useLogoutMutation } from './api/auth-api';
export {
  authReducer,
  authSlice,
  initialAuthState,
  loggedIn,
  loggedOut,
  selectAuth,
  selectCurrentUser,
  sessionChecked,
  type AuthState,
} from './state/auth-slice';
export { checkSession, login, logout } from './state/auth-thunks';
export { useAdminStatus, useAuth, type AdminStatus } from './state/use-auth';
export { ProtectedRoute } from './guards/protected-route';
export { AdminRoute } from './guards/admin-route';
export { GuestRoute } from './guards/guest-route';
export { LoginPage } from './pages/login-page/login-page';
export { authPages } from './lazy-pages';
