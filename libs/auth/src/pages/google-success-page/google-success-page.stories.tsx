import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { houseUser, socialUser } from '@ruume/contracts/testing';
import { authHandlers, withSession } from '../../testing';
import { GoogleSuccessPage } from './google-success-page';

const meta = {
  title: 'auth/pages/GoogleSuccessPage',
  component: GoogleSuccessPage,
  parameters: {
    layout: 'fullscreen',
    route: '/auth/login/google/success',
    path: '/auth/login/google/success',
  },
} satisfies Meta<typeof GoogleSuccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const navigatedTo =
  (url: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(
      await within(canvasElement).findByText(`Navigated to ${url}`),
    ).toBeVisible();
  };

export const SigningIn: Story = {
  decorators: [withSession(null, authHandlers.checking())],
};

/** The api marks a first Google sign-in with ?new=1: personalization comes first. */
export const NewAccount: Story = {
  parameters: { route: '/auth/login/google/success?new=1' },
  decorators: [withSession(null, authHandlers.signedIn(socialUser))],
  play: navigatedTo('/personalization'),
};

export const ReturningUser: Story = {
  decorators: [withSession(null, authHandlers.signedIn(houseUser))],
  play: navigatedTo('/dashboard'),
};

export const SessionMissing: Story = {
  decorators: [withSession(null)],
  play: navigatedTo(
    '/login?error=google%20sign-in%20failed.%20please%20try%20again.',
  ),
};
