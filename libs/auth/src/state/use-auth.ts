import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import { useCurrentUser } from '@ruume/api-client';

export type AdminStatus = 'loading' | 'admin' | 'not-admin';

/** The session as auth's screens read it (api-client's useCurrentUser). */
export const useAuth = useCurrentUser;

/** SPEC §6: admin only when the current-user call says role ADMIN; anything else is not admin. */
export function useAdminStatus(): AdminStatus {
  const { user, loading } = useCurrentUser();
  if (loading) return 'loading';
  return user?.role === 'ADMIN' ? 'admin' : 'not-admin';
}

/** dispatch that takes the auth thunks (checkSession, login, logout, updateUser). */
export type AuthDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
export const useAuthDispatch = () => useDispatch<AuthDispatch>();
