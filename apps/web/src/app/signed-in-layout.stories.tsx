import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSession } from '@ruume/auth/testing';
import { houseUser } from '@ruume/contracts/testing';
import { SignedInLayout } from './signed-in-layout';

const meta = {
  title: 'web/SignedInLayout',
  component: SignedInLayout,
  parameters: { layout: 'fullscreen', route: '/dashboard', path: '/dashboard' },
  decorators: [withSession(houseUser)],
} satisfies Meta<typeof SignedInLayout>;

export default meta;

/** The top bar of every signed-in page, with the account menu. */
export const Default: StoryObj<typeof meta> = {};
