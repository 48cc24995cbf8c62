import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import {
  authMessages,
  GOOGLE_NEW_ACCOUNT_PARAM,
  paths,
} from '@ruume/contracts';
import { checkSession } from '../../state/auth-thunks';
import { useAuth, useAuthDispatch } from '../../state/use-auth';
import { StatusPage } from '@ruume/ui-kit';

/**
 * SPEC §2 /auth/login/google/success: the api has set the session cookie; load the user, then
 * a new account goes to personalization and everyone else to the dashboard.
 */
export function GoogleSuccessPage() {
  const [params] = useSearchParams();
  const dispatch = useAuthDispatch();
  const { user } = useAuth();
  const [checked, setChecked] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void dispatch(checkSession()).then(() => setChecked(true));
  }, [dispatch]);

  if (!checked)
    return (
      <StatusPage
        busy
        title="signing you in…"
        description="finishing your Google sign-in."
      />
    );
  if (!user)
    return (
      <Navigate
        to={paths.login({ error: authMessages.googleFailed })}
        replace
      />
    );
  const newAccount = params.get(GOOGLE_NEW_ACCOUNT_PARAM) === '1';
  return (
    <Navigate
      to={newAccount ? paths.personalization : paths.dashboard.root}
      replace
    />
  );
}
