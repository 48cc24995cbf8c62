import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { apiUrl, mockError, mockPending } from '@ruume/api-client/testing';
import { authEndpoints } from '@ruume/contracts';
import { authHandlers, withSession } from '../../testing';
import { RegisterPage } from './register-page';

const meta = {
  title: 'auth/pages/RegisterPage',
  component: RegisterPage,
  parameters: { layout: 'fullscreen', route: '/register', path: '/register' },
  decorators: [withSession(null)],
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const fillIn = async (
  canvasElement: HTMLElement,
  { confirm = 'Passw0rd!' } = {},
) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('first name'), 'Jane');
  await userEvent.type(canvas.getByLabelText('last name'), 'Doe');
  await userEvent.type(canvas.getByLabelText('email'), 'jane.doe@example.com');
  await userEvent.type(canvas.getByLabelText('password'), 'Passw0rd!');
  await userEvent.type(canvas.getByLabelText('confirm password'), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'create account' }));
  return canvas;
};

export const Default: Story = {};

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

/** The criteria checklist follows the password as it is typed. */
export const WeakPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('password'), 'abcdefgh');
    await userEvent.click(
      canvas.getByRole('button', { name: 'create account' }),
    );
    await expect(
      await canvas.findByText(
        'please make sure the password meets all the criteria',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('first name is required')).toBeVisible();
  },
};

export const PasswordsDoNotMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement, { confirm: 'Passw0rd?' });
    await expect(
      await canvas.findByText('passwords do not match'),
    ).toBeVisible();
  },
};

export const Submitting: Story = {
  decorators: [withSession(null, [mockPending(authEndpoints.register)])],
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'creating your account…' }),
    ).toBeDisabled();
  },
};

/** The server refused (here: too many attempts); the form stays filled in. */
export const Refused: Story = {
  decorators: [
    withSession(null, [mockError(authEndpoints.register, 'RATE_LIMITED')]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'too many attempts',
    );
  },
};

export const CheckYourEmail: Story = {
  decorators: [
    withSession(null, [
      http.post(
        apiUrl('auth/register'),
        () => new HttpResponse(null, { status: 204 }),
      ),
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'check your email' }),
    ).toBeVisible();
  },
};
