import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import { apiUrl, mockError } from '@ruume/api-client/testing';
import { userEndpoints } from '@ruume/contracts';
import { houseUser, socialUser } from '@ruume/contracts/testing';
import { withSession } from '../../testing';
import { ProfileSettingsPage } from './profile-settings-page';

const meta = {
  title: 'auth/pages/ProfileSettingsPage',
  component: ProfileSettingsPage,
  parameters: { layout: 'padded', route: '/settings', path: '/settings' },
  decorators: [withSession(houseUser)],
} satisfies Meta<typeof ProfileSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const openTab =
  (name: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await userEvent.click(within(canvasElement).getByRole('tab', { name }));
  };

export const Overview: Story = {};

/** Signed in with Google: a photo from Google and no password yet. */
export const OverviewSocialUser: Story = {
  decorators: [withSession(socialUser)],
};

export const AvatarTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', {
      type: 'image/png',
    });
    await userEvent.upload(
      canvas.getByLabelText('upload photo', { selector: 'input' }),
      big,
    );
    await expect(
      await canvas.findByText(
        'upload error; review file. png, jpeg, jpg up to 2mb',
      ),
    ).toBeVisible();
  },
};

export const AvatarDeleteFailed: Story = {
  decorators: [
    withSession(socialUser, [
      mockError(userEndpoints.deleteProfilePic, 'INTERNAL_ERROR'),
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'remove photo' }));
    await expect(
      await canvas.findByText('error deleting avatar. please try again later.'),
    ).toBeVisible();
  },
};

export const ProfileSaved: Story = {
  decorators: [
    withSession(houseUser, [
      http.put(apiUrl('user'), () =>
        HttpResponse.json({ ...houseUser, pronouns: 'they/them' }),
      ),
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pronouns = canvas.getByLabelText(/^pronouns/);
    await userEvent.clear(pronouns);
    await userEvent.type(pronouns, 'they/them');
    await userEvent.click(canvas.getByRole('button', { name: 'save changes' }));
    await expect(
      await screen.findByText('your profile has been updated.'),
    ).toBeVisible();
  },
};

export const DeleteAccountDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'delete account' }),
    );
    await expect(
      await screen.findByRole('dialog', { name: 'delete your account?' }),
    ).toBeVisible();
  },
};

export const EmailTab: Story = { play: openTab('email') };

export const EmailChecksFail: Story = {
  play: async (context) => {
    await openTab('email')(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(
      canvas.getByLabelText('current email'),
      'someone@else.com',
    );
    await userEvent.type(canvas.getByLabelText('new email'), 'new@example.com');
    await userEvent.type(
      canvas.getByLabelText('confirm new email'),
      'typo@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'save' }));
    await expect(
      await canvas.findByText('current email is incorrect'),
    ).toBeVisible();
    await expect(canvas.getByText('new emails do not match')).toBeVisible();
  },
};

export const EmailChangeFailed: Story = {
  decorators: [
    withSession(houseUser, [
      mockError(userEndpoints.emailUpdate, 'RATE_LIMITED'),
    ]),
  ],
  play: async (context) => {
    await openTab('email')(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(
      canvas.getByLabelText('current email'),
      houseUser.email,
    );
    await userEvent.type(canvas.getByLabelText('new email'), 'new@example.com');
    await userEvent.type(
      canvas.getByLabelText('confirm new email'),
      'new@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'save' }));
    await expect(
      await canvas.findByText('sorry, something went wrong'),
    ).toBeVisible();
  },
};

/** A Google user creates a password before the email can change. */
export const EmailTabSocialUser: Story = {
  decorators: [withSession(socialUser)],
  play: openTab('email'),
};

export const PasswordTab: Story = { play: openTab('password') };

export const PasswordTabSocialUser: Story = {
  decorators: [withSession(socialUser)],
  play: openTab('password'),
};

export const WrongCurrentPassword: Story = {
  decorators: [
    withSession(houseUser, [
      mockError(userEndpoints.changePassword, 'INCORRECT_PASSWORD'),
    ]),
  ],
  play: async (context) => {
    await openTab('password')(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByLabelText('current password'), 'not-it');
    await userEvent.type(canvas.getByLabelText('new password'), 'N3w-passw0rd');
    await userEvent.type(
      canvas.getByLabelText('confirm new password'),
      'N3w-passw0rd',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'save' }));
    await expect(
      await canvas.findByText('current password is incorrect'),
    ).toBeVisible();
  },
};

/** Back from the email-change link (the api redirects to /settings?email=…). */
export const EmailChanged: Story = {
  parameters: { route: '/settings?email=updated' },
};

export const EmailLinkExpired: Story = {
  parameters: { route: '/settings?email=expired' },
};
