import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, screen } from 'storybook/test';
import { failingEndpoints, pendingEndpoints } from '@ruume/api-client/testing';
import { monetizationMessages, recordingEndpoints } from '@ruume/contracts';
import { monetizationUsers, withMonetizationAccount } from '../../testing';
import { LibrarySearchResults } from './library-search-results';

const text = monetizationMessages.librarySearch;

const meta = {
  title: 'monetization/components/LibrarySearchResults',
  component: LibrarySearchResults,
  args: { query: 'waitlist', onOpen: fn() },
  decorators: [withMonetizationAccount(monetizationUsers.onboarded)],
} satisfies Meta<typeof LibrarySearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hits in the transcripts, each with its recording, where and when, the words marked. */
export const Hits: Story = {
  play: async () => {
    await screen.findByRole('status');
  },
};

/** A name found: the recording itself. */
export const NameFound: Story = { args: { query: 'product' } };

/** Nothing holds the words. */
export const NoMatch: Story = {
  args: { query: 'zebra crossing' },
  play: async () => {
    await screen.findByText(text.noMatch('zebra crossing'));
  },
};

export const Searching: Story = {
  decorators: [
    withMonetizationAccount(monetizationUsers.onboarded, {
      handlers: pendingEndpoints([recordingEndpoints.search]),
    }),
  ],
  play: async () => {
    await screen.findByRole('status', { name: text.searching });
  },
};

export const Failed: Story = {
  decorators: [
    withMonetizationAccount(monetizationUsers.onboarded, {
      handlers: failingEndpoints([recordingEndpoints.search]),
    }),
  ],
  play: async () => {
    await screen.findByText(text.failed);
  },
};
