import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { apiUrl, mockError, mockPending } from '@ruume/api-client/testing';
import { authEndpoints } from '@ruume/contracts';
import { houseUser } from '@ruume/contracts/testing';
import { withSession } from '../../testing';
import { RegisterVerifyPage } from './register-verify-page';

const meta = {
  title: 'auth/pages/RegisterVerifyPage',
  component: RegisterVerifyPage,
  parameters: {
    layout: 'fullscreen',
    route: '/auth/register/verify?token=tok_abc123',
    path: '/auth/register/verify',
  },
  decorators: [withSession(null)],
} satisfies Meta<typeof RegisterVerifyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading =
  (name: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name }),
    ).toBeVisible();
  };

export const Verifying: Story = {
  decorators: [withSession(null, [mockPending(authEndpoints.verifyEmail)])],
};

export const Verified: Story = {
  decorators: [
    withSession(null, [
      http.post(apiUrl('auth/verify-email'), () =>
        HttpResponse.json(houseUser),
      ),
    ]),
  ],
  play: heading('your email is confirmed'),
};

/** 410: too old or already used; a new link can be requested here. */
export const Expired: Story = {
  decorators: [
    withSession(null, [
      mockError(
        authEndpoints.verifyEmail,
        'LINK_EXPIRED',
        'this confirmation link has expired or was already used. sign in, or ask for a new link.',
      ),
    ]),
  ],
  play: heading('this link has expired'),
};

export const Invalid: Story = {
  decorators: [
    withSession(null, [
      mockError(
        authEndpoints.verifyEmail,
        'VALIDATION_ERROR',
        'token: token is malformed',
      ),
    ]),
  ],
  play: heading('this link is not valid'),
};

export const Failed: Story = {
  decorators: [
    withSession(null, [mockError(authEndpoints.verifyEmail, 'INTERNAL_ERROR')]),
  ],
  play: heading('we could not confirm your email'),
};

export const MissingToken: Story = {
  parameters: { route: '/auth/register/verify' },
};
