import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockError } from '@ruume/api-client/testing';
import { API_ERRORS, userEndpoints } from '@ruume/contracts';
import { houseUser } from '@ruume/contracts/testing';
import { withSession } from '../../testing';
import { ProfileForm } from './profile-form';

const meta = {
  title: 'auth/components/ProfileForm',
  component: ProfileForm,
  args: { user: houseUser },
  decorators: [withSession(houseUser)],
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The profile as saved; save stays off until something changes. */
export const Default: Story = {};

/** The server refuses one field: its message shows under that field. */
export const ServerRefusesField: Story = {
  decorators: [
    withSession(houseUser, [
      mockError(
        userEndpoints.update,
        'VALIDATION_ERROR',
        'workspaceName: this workspace name is reserved',
      ),
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^workspace name/), 's');
    await userEvent.click(canvas.getByRole('button', { name: 'save changes' }));
    await expect(
      await canvas.findByText('this workspace name is reserved'),
    ).toBeVisible();
  },
};

/** Any other failure: one message above the buttons. */
export const ServerFails: Story = {
  decorators: [
    withSession(houseUser, [
      mockError(userEndpoints.update, 'DATABASE_UNAVAILABLE'),
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^pronouns/), 's');
    await userEvent.click(canvas.getByRole('button', { name: 'save changes' }));
    await expect(
      await canvas.findByText(API_ERRORS.DATABASE_UNAVAILABLE.message),
    ).toBeVisible();
  },
};
