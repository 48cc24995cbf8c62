import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { apiUrl, mockError, mockPending } from '@ruume/api-client/testing';
import { authEndpoints } from '@ruume/contracts';
import { houseUser } from '@ruume/contracts/testing';
import { authHandlers, withSession } from '../../testing';
import { LoginPage } from './login-page';

const meta = {
  title: 'auth/pages/LoginPage',
  component: LoginPage,
  parameters: { layout: 'fullscreen', route: '/login', path: '/login' },
  decorators: [withSession(null)],
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const signIn = async (canvasElement: HTMLElement, password = 'Passw0rd!') => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('email'), 'jane.doe@example.com');
  await userEvent.type(canvas.getByLabelText('password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'sign in' }));
  return canvas;
};

export const Default: Story = {};

/** The server offers Google sign-in (auth/providers). */
export const WithGoogle: Story = {
  decorators: [withSession(null, [authHandlers.providers(true)])],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', {
        name: 'continue with Google',
      }),
    ).toBeVisible();
  },
};

/** After SPEC §8's session failure redirect. */
export const WithError: Story = {
  parameters: { route: '/login?error=your%20account%20has%20been%20blocked' },
};

export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'sign in' }));
    await expect(
      await canvas.findByText('please enter an email address'),
    ).toBeVisible();
    await expect(canvas.getByText('please enter a password')).toBeVisible();
    await expect(canvas.getByLabelText('email')).toHaveFocus();
  },
};

export const Submitting: Story = {
  decorators: [withSession(null, [mockPending(authEndpoints.login)])],
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'signing in…' }),
    ).toBeDisabled();
  },
};

export const WrongPassword: Story = {
  decorators: [
    withSession(null, [mockError(authEndpoints.login, 'INVALID_CREDENTIALS')]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'wrong');
    await expect(
      await canvas.findByText('incorrect email or password'),
    ).toBeVisible();
    await expect(canvas.queryByText(/Navigated to/)).toBeNull();
  },
};

/** 403: the registration link was never opened; a new one can be sent from here. */
export const EmailNotVerified: Story = {
  decorators: [
    withSession(null, [
      mockError(authEndpoints.login, 'EMAIL_NOT_VERIFIED'),
      http.post(
        apiUrl('auth/resend-verification'),
        () => new HttpResponse(null, { status: 204 }),
      ),
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'resend verification email' }),
    );
    await expect(
      await canvas.findByText(/a new link is on its way/),
    ).toBeVisible();
  },
};

export const TooManyAttempts: Story = {
  decorators: [
    withSession(null, [
      mockError(
        authEndpoints.login,
        'RATE_LIMITED',
        'too many attempts from this network. try again in 5 minutes.',
      ),
    ]),
  ],
  // The server's words, not the page's fallback.
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(
      await canvas.findByText(
        'too many attempts from this network. try again in 5 minutes.',
      ),
    ).toBeVisible();
  },
};

export const SignedIn: Story = {
  decorators: [
    withSession(null, [
      http.post(apiUrl('auth/login'), () => HttpResponse.json(houseUser)),
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(
      await canvas.findByText('Navigated to /dashboard'),
    ).toBeVisible();
  },
};
