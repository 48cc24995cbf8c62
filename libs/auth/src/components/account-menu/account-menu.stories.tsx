import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { adminUser, houseUser } from '@ruume/contracts/testing';
import { withSession } from '../../testing';
import { AccountMenu } from './account-menu';

const meta = {
  title: 'auth/components/AccountMenu',
  component: AccountMenu,
  parameters: { route: '/dashboard', path: '/dashboard' },
  decorators: [withSession(houseUser)],
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /account menu$/ }),
    );
  },
};

export const OpenAsAdmin: Story = {
  ...Open,
  decorators: [withSession(adminUser)],
};
