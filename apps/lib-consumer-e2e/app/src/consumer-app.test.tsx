// The published packages at work in an app of their own: an admin signs in (the session call
// answered by auth's MSW handlers from @ruume/auth/testing) and sees the dashboard's accounts;
// anyone else is sent to sign-in.
import { render, screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { adminUser, houseUser } from '@ruume/contracts/testing';
import { authHandlers } from '@ruume/auth/testing';
import { ConsumerApp } from './consumer-app';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

test('an admin sees the admin dashboard with the accounts the API returns', async () => {
  server.use(...authHandlers.signedIn(adminUser));
  render(<ConsumerApp initialPath="/admin" />);

  expect(
    await screen.findByRole('heading', { name: 'admin dashboard' }),
  ).toBeTruthy();
  expect(await screen.findByText('jane.doe@example.com')).toBeTruthy();
  const table = screen.getByRole('table');
  expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
});

test('a signed-in member without the admin role is sent to sign-in', async () => {
  server.use(...authHandlers.signedIn(houseUser));
  render(<ConsumerApp initialPath="/admin" />);

  expect(await screen.findByRole('button', { name: 'sign in' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'admin dashboard' })).toBeNull();
});
