import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent } from 'storybook/test';
import { monetizationMessages } from '@ruume/contracts';
import { monetizationUsers, withMonetizationAccount } from '../../testing';
import { LibrarySearch } from './library-search';

const text = monetizationMessages.librarySearch;

const meta = {
  title: 'monetization/components/LibrarySearch',
  component: LibrarySearch,
  args: { children: <p>the library’s list shows here</p> },
  decorators: [withMonetizationAccount(monetizationUsers.onboarded)],
} satisfies Meta<typeof LibrarySearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: the library's list. */
export const Idle: Story = {};

/** Words typed: the hits instead of the list. */
export const Searched: Story = {
  play: async () => {
    await userEvent.type(
      await screen.findByRole('searchbox', { name: text.label }),
      'waitlist',
    );
    await screen.findByRole('status');
  },
};
