import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import {
  apiUrl,
  mockEndpoint,
  mockError,
  mockPending,
} from '@ruume/api-client/testing';
import { authEndpoints, authMessages } from '@ruume/contracts';
import { withSession } from '../../testing';
import { ForgotPasswordPage } from './forgot-password-page';

const meta = {
  title: 'auth/pages/ForgotPasswordPage',
  component: ForgotPasswordPage,
  parameters: {
    layout: 'fullscreen',
    route: '/auth/forgot-password',
    path: '/auth/forgot-password',
  },
  decorators: [withSession(null)],
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const send = async (
  canvasElement: HTMLElement,
  email = 'jane.doe@example.com',
) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('email'), email);
  await userEvent.click(
    canvas.getByRole('button', { name: 'send reset link' }),
  );
  return canvas;
};

export const Default: Story = {};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, 'jane.doe');
    await expect(
      await canvas.findByText('please enter a valid email address'),
    ).toBeVisible();
  },
};

export const Sending: Story = {
  decorators: [withSession(null, [mockPending(authEndpoints.forgotPassword)])],
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'sending…' }),
    ).toBeDisabled();
  },
};

export const Sent: Story = {
  decorators: [
    withSession(null, [
      mockEndpoint(authEndpoints.forgotPassword, () => undefined),
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(
      await canvas.findByText('Navigated to /auth/forgot-password/email-sent'),
    ).toBeVisible();
  },
};

/** Rate-limited: the server's own words, and the page stays. */
export const TooManyRequests: Story = {
  decorators: [
    withSession(null, [
      mockError(
        authEndpoints.forgotPassword,
        'RATE_LIMITED',
        'too many attempts from this network. try again in 5 minutes.',
      ),
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(
      await canvas.findByText(
        'too many attempts from this network. try again in 5 minutes.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/Navigated to/)).toBeNull();
  },
};

/** The server cannot be reached: nothing was sent, the page stays. */
export const Offline: Story = {
  decorators: [
    withSession(null, [
      http.post(apiUrl('auth/forgot-password'), () => HttpResponse.error()),
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(
      await canvas.findByText(authMessages.cannotReachServer),
    ).toBeVisible();
    await expect(canvas.queryByText(/Navigated to/)).toBeNull();
  },
};
