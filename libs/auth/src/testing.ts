import { http, HttpResponse, delay } from 'msw';
import { apiUrl } from '@ruume/api-client/testing';
import { createAppStore } from '@ruume/api-client';
import type { CurrentUser } from '@ruume/contracts';
import { authReducer } from './state/auth-slice';

/** A store as the shell builds it: the API cache plus the auth slice. */
export const createAuthStore = () => createAppStore({ auth: authReducer });

/** MSW handlers for the session calls: signed in as `user`, signed out, or still checking. */
export const authHandlers = {
  signedIn: (user: CurrentUser) => [
    http.get(apiUrl('auth/me'), () => HttpResponse.json(user)),
    http.post(apiUrl('auth/logout'), () => new HttpResponse(null, { status: 204 })),
  ],
  signedOut: () => [
    http.get(apiUrl('auth/me'), () =>
      HttpResponse.json({ error: 'UNAUTHORIZED', message: 'please sign in' }, { status: 401 }),
    ),
    http.post(apiUrl('auth/logout'), () => new HttpResponse(null, { status: 204 })),
  ],
  checking: () => [
    http.get(apiUrl('auth/me'), async () => {
      await delay('infinite');
      return HttpResponse.json(null);
    }),
  ],
};
