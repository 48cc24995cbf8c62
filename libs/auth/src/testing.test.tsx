import { render, screen } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@ruume/api-client/testing';
import { houseUser } from '@ruume/contracts/testing';
import { useCurrentUserQuery } from './api/auth-api';
import { useAuth } from './state/use-auth';
import { withSession } from './testing';

// The story decorator of this lib, as Storybook and the Jest story runner use it.
function Probe() {
  const { user } = useAuth();
  const { data, error } = useCurrentUserQuery();
  return (
    <p>
      {`session: ${user?.email ?? 'none'}; me: ${data?.email ?? (error ? 'failed' : '…')}`}
    </p>
  );
}

// Innermost first, as Storybook applies a story's decorators inside its component's.
const decorate = (
  ...decorators: ((Story: ComponentType) => ReactElement)[]
): ComponentType =>
  decorators.reduce<ComponentType>(
    (Story, decorator) =>
      function Decorated() {
        return decorator(Story);
      },
    Probe,
  );

it('answers with the story’s handlers first, then the session’s, and puts fetch back after', async () => {
  const realFetch = globalThis.fetch;
  const Story = decorate(
    withSession(houseUser, [
      http.get(apiUrl('auth/me'), () =>
        HttpResponse.json({ ...houseUser, email: 'inner@example.com' }),
      ),
    ]),
    withSession(houseUser),
  );
  const { unmount } = render(<Story />);
  expect(globalThis.fetch).not.toBe(realFetch);
  // The session follows the server's answer: one copy of the current user.
  expect(
    await screen.findByText(
      'session: inner@example.com; me: inner@example.com',
    ),
  ).toBeInTheDocument();
  unmount();
  expect(globalThis.fetch).toBe(realFetch);
});

it('signed out: no session and auth/me fails', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const Story = decorate(withSession(null));
  render(<Story />);
  expect(
    await screen.findByText('session: none; me: failed'),
  ).toBeInTheDocument();
});
