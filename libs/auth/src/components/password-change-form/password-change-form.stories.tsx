import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockError } from '@ruume/api-client/testing';
import { API_ERRORS, userEndpoints } from '@ruume/contracts';
import { houseUser, socialUser } from '@ruume/contracts/testing';
import { withSession } from '../../testing';
import { PasswordChangeForm } from './password-change-form';

const meta = {
  title: 'auth/components/PasswordChangeForm',
  component: PasswordChangeForm,
  decorators: [withSession(houseUser)],
} satisfies Meta<typeof PasswordChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the form with a new password that meets the criteria and saves. */
async function changePassword(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('current password'), 'Passw0rd!');
  await userEvent.type(canvas.getByLabelText('new password'), 'N3w-passw0rd');
  await userEvent.type(
    canvas.getByLabelText('confirm new password'),
    'N3w-passw0rd',
  );
  await userEvent.click(canvas.getByRole('button', { name: 'save' }));
  return canvas;
}

export const WithCurrentPassword: Story = {};

/** A Google user has no password yet: no current-password field. */
export const SocialUser: Story = { decorators: [withSession(socialUser)] };

/** The server says the current password is wrong: the message shows under that field. */
export const WrongCurrentPassword: Story = {
  decorators: [
    withSession(houseUser, [
      mockError(userEndpoints.changePassword, 'INCORRECT_PASSWORD'),
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await changePassword(canvasElement);
    await expect(
      await canvas.findByText(API_ERRORS.INCORRECT_PASSWORD.message),
    ).toBeVisible();
    await expect(canvas.getByLabelText('current password')).toHaveFocus();
  },
};

/** Any other failure: one message above the button, the fields kept. */
export const ServerFails: Story = {
  decorators: [
    withSession(houseUser, [
      mockError(userEndpoints.changePassword, 'DATABASE_UNAVAILABLE'),
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await changePassword(canvasElement);
    await expect(
      await canvas.findByText(API_ERRORS.DATABASE_UNAVAILABLE.message),
    ).toBeVisible();
    await expect(canvas.getByLabelText('new password')).toHaveValue(
      'N3w-passw0rd',
    );
  },
};
