import { errorMessage } from '@ruume/api-client';
import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { paths, type ExtensionToken } from '@ruume/contracts';
import { Button, StatusPage } from '@ruume/ui-kit';
import { useExtensionTokenMutation } from '../../api/auth-api';
import { useAuth } from '../../state/use-auth';

/** The message type the extension listens for (docs/extension-login.md). */
export const EXTENSION_LOGIN_MESSAGE = 'ruume:extension-login';
export const EXTENSION_SIGNED_IN =
  'you are signed in to the extension; you can close this tab';

interface ChromeRuntime {
  runtime?: {
    sendMessage?: (extensionId: string, message: unknown) => unknown;
  };
}

// Extension ids are short and plain (Chrome: 32 letters); anything else is not one.
const EXTENSION_ID = /^[\w.@{}-]{1,128}$/;

/** Hands the token over both ways of docs/extension-login.md, never through the URL or storage. */
function handOver(
  { token, expiresAt }: ExtensionToken,
  extensionId: string | null,
) {
  const message = { type: EXTENSION_LOGIN_MESSAGE, token, expiresAt };
  // A content script of the extension on this origin listens for it.
  window.postMessage(message, window.location.origin);
  // An extension listing this origin in "externally_connectable" gets it directly.
  const chrome = (globalThis as { chrome?: ChromeRuntime }).chrome;
  if (
    extensionId &&
    EXTENSION_ID.test(extensionId) &&
    chrome?.runtime?.sendMessage
  ) {
    try {
      void chrome.runtime.sendMessage(extensionId, message);
    } catch (error) {
      console.warn('extension did not take the token', error);
    }
  }
}

/**
 * SPEC §2 /extension/login/success: asks the api for an extension token (POST
 * auth/extension-token) and hands it to the extension.
 */
export function ExtensionLoginSuccessPage() {
  const { user, loading } = useAuth();
  const [params] = useSearchParams();
  const { search } = useLocation();
  const extensionId = params.get('extensionId');
  const [issueToken, result] = useExtensionTokenMutation();
  // Each call opens a session for the extension: one per visit, StrictMode included.
  const requested = useRef(false);

  const connect = () => {
    requested.current = true;
    issueToken()
      .unwrap()
      .then((token) => handOver(token, extensionId))
      .catch(() => undefined); // shown from the mutation state
  };

  useEffect(() => {
    if (user && !loading && !requested.current) connect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the session is known
  }, [user, loading]);

  if (!loading && !user)
    return <Navigate to={`${paths.extension.login}${search}`} replace />;
  if (result.isSuccess) {
    return (
      <StatusPage
        icon="check-circle"
        title="the extension is connected"
        description={EXTENSION_SIGNED_IN}
      />
    );
  }
  if (result.isError) {
    return (
      <StatusPage
        icon="warning"
        title="we could not connect the extension"
        description={errorMessage(result.error)}
        actions={<Button onClick={connect}>try again</Button>}
      />
    );
  }
  return <StatusPage busy title="connecting the extension…" />;
}
