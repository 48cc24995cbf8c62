import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { apiUrl } from '@ruume/api-client/testing';
import { houseUser } from '@ruume/contracts/testing';
import { withSession } from '../../testing';
import { ExtensionLoginPage } from './extension-login-page';

const meta = {
  title: 'auth/pages/ExtensionLoginPage',
  component: ExtensionLoginPage,
  parameters: {
    layout: 'fullscreen',
    route: '/extension/login',
    path: '/extension/login',
  },
  decorators: [withSession(null)],
} satisfies Meta<typeof ExtensionLoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};

/** Already signed in on the web: straight through to the success page. */
export const SignedIn: Story = {
  decorators: [withSession(houseUser)],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Navigated to /extension/login/success',
      ),
    ).toBeVisible();
  },
};

export const SignsIn: Story = {
  decorators: [
    withSession(null, [
      http.post(apiUrl('auth/login'), () => HttpResponse.json(houseUser)),
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByLabelText('email'),
      'jane.doe@example.com',
    );
    await userEvent.type(canvas.getByLabelText('password'), 'Passw0rd!');
    await userEvent.click(canvas.getByRole('button', { name: 'sign in' }));
    await expect(
      await canvas.findByText('Navigated to /extension/login/success'),
    ).toBeVisible();
  },
};
