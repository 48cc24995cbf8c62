import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { apiUrl, mockError, mockPending } from '@ruume/api-client/testing';
import { authEndpoints } from '@ruume/contracts';
import { withSession } from '../../testing';
import { ResetPasswordPage } from './reset-password-page';

const meta = {
  title: 'auth/pages/ResetPasswordPage',
  component: ResetPasswordPage,
  parameters: {
    layout: 'fullscreen',
    route: '/auth/reset-password?token=tok_reset1',
    path: '/auth/reset-password',
  },
  decorators: [withSession(null)],
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const choose = async (
  canvasElement: HTMLElement,
  password = 'N3w-passw0rd',
  confirm = password,
) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('new password'), password);
  await userEvent.type(canvas.getByLabelText('confirm new password'), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'reset password' }));
  return canvas;
};

export const Default: Story = {};

export const MissingToken: Story = {
  parameters: { route: '/auth/reset-password' },
};

export const CriteriaNotMet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'password');
    await expect(
      await canvas.findByText(
        'please make sure the password meets all the criteria',
      ),
    ).toBeVisible();
  },
};

export const PasswordsDoNotMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'N3w-passw0rd', 'N3w-passw0rd?');
    await expect(
      await canvas.findByText('new passwords do not match'),
    ).toBeVisible();
  },
};

export const Saving: Story = {
  decorators: [withSession(null, [mockPending(authEndpoints.resetPassword)])],
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'saving…' }),
    ).toBeDisabled();
  },
};

export const Expired: Story = {
  decorators: [
    withSession(null, [mockError(authEndpoints.resetPassword, 'LINK_EXPIRED')]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement);
    await expect(
      await canvas.findByText('Navigated to /auth/reset-password/expire'),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  decorators: [
    withSession(null, [
      mockError(
        authEndpoints.resetPassword,
        'INTERNAL_ERROR',
        'passwords cannot be changed right now. please try again in a minute.',
      ),
    ]),
  ],
  // The server's words, not the page's fallback.
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement);
    await expect(
      await canvas.findByText(
        'passwords cannot be changed right now. please try again in a minute.',
      ),
    ).toBeVisible();
  },
};

export const Done: Story = {
  decorators: [
    withSession(null, [
      http.post(
        apiUrl('auth/reset-password'),
        () => new HttpResponse(null, { status: 204 }),
      ),
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement);
    await expect(
      await canvas.findByText('Navigated to /auth/reset-password/success'),
    ).toBeVisible();
  },
};
