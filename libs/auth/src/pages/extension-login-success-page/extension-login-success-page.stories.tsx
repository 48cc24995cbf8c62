import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { apiUrl, mockError, mockPending } from '@ruume/api-client/testing';
import { authEndpoints } from '@ruume/contracts';
import { houseUser } from '@ruume/contracts/testing';
import { withSession } from '../../testing';
import { ExtensionLoginSuccessPage } from './extension-login-success-page';

const meta = {
  title: 'auth/pages/ExtensionLoginSuccessPage',
  component: ExtensionLoginSuccessPage,
  parameters: {
    layout: 'fullscreen',
    route: '/extension/login/success',
    path: '/extension/login/success',
  },
} satisfies Meta<typeof ExtensionLoginSuccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Connecting: Story = {
  decorators: [
    withSession(houseUser, [mockPending(authEndpoints.extensionToken)]),
  ],
};

export const Connected: Story = {
  decorators: [
    withSession(houseUser, [
      http.post(apiUrl('auth/extension-token'), () =>
        HttpResponse.json({
          token: 'ext_7c1d2e3f4a5b',
          expiresAt: '2025-07-01T00:00:00.000Z',
        }),
      ),
    ]),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'you are signed in to the extension; you can close this tab',
      ),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  decorators: [
    withSession(houseUser, [
      mockError(authEndpoints.extensionToken, 'INTERNAL_ERROR'),
    ]),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: 'we could not connect the extension',
      }),
    ).toBeVisible();
  },
};

/** Not signed in: back to the extension's sign-in page. */
export const SignedOut: Story = {
  decorators: [withSession(null)],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Navigated to /extension/login'),
    ).toBeVisible();
  },
};
