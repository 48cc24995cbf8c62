import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { apiUrl, mockError, mockPending } from '@ruume/api-client/testing';
import { authEndpoints, API_ERRORS } from '@ruume/contracts';
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
      http.post(
        apiUrl('auth/forgot-password'),
        () => new HttpResponse(null, { status: 204 }),
      ),
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(
      await canvas.findByText('Navigated to /auth/forgot-password/email-sent'),
    ).toBeVisible();
  },
};

export const TooManyRequests: Story = {
  decorators: [
    withSession(null, [
      mockError(authEndpoints.forgotPassword, 'RATE_LIMITED'),
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(
      await canvas.findByText(API_ERRORS.RATE_LIMITED.message),
    ).toBeVisible();
  },
};

export const Offline: Story = {
  decorators: [
    withSession(null, [
      http.post(apiUrl('auth/forgot-password'), () => HttpResponse.error()),
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(
      await canvas.findByText(
        'we could not reach ruume. check your connection and try again.',
      ),
    ).toBeVisible();
  },
};
