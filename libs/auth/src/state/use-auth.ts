import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { selectAuth } from './auth-slice';

export type AdminStatus = 'loading' | 'admin' | 'not-admin';

export function useAuth() {
  const { user, loading } = useSelector(selectAuth);
  return { user, loading, isLoggedIn: !loading && user !== null };
}

/** SPEC §6: admin only when the current-user call says role ADMIN; anything else is not admin. */
export function useAdminStatus(): AdminStatus {
  const { user, loading } = useSelector(selectAuth);
  if (loading) return 'loading';
  return user?.role === 'ADMIN' ? 'admin' : 'not-admin';
}

/** dispatch that takes the auth thunks (checkSession, login, logout, updateUser). */
export type AuthDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
export const useAuthDispatch = () => useDispatch<AuthDispatch>();
