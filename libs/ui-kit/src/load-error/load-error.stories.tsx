import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { LoadError } from './load-error';

const meta = {
  title: 'ui-kit/LoadError',
  component: LoadError,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: [
          'The one block for a part of a page whose query failed: what could not load, why (the server message), and "try again". The rest of the page stays; `ErrorState` is for a page that failed as a whole.',
          '',
          "- `message` is the failed query's message: `errorMessage(query.error)` from `@ruume/api-client`.",
          "- `onRetry` is the query's `refetch`.",
          '',
          '```tsx',
          "import { LoadError } from '@ruume/ui-kit';",
          'if (recordings.isError) return <LoadError title={text.recordingsLoadFailed} message={errorMessage(recordings.error)} onRetry={recordings.refetch} />;',
          '```',
        ].join('\n'),
      },
    },
  },
  args: {
    title: 'we could not load your recordings',
    message: 'the service is busy right now. please try again in a moment.',
    onRetry: fn(),
  },
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server failed: its message, and try again. */
export const ServerFailure: Story = {
  play: async ({ args }) => {
    await userEvent.click(
      await screen.findByRole('button', { name: 'try again' }),
    );
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** No title given: the generic one. */
export const DefaultTitle: Story = {
  args: {
    title: undefined,
    message: 'the server could not be reached. check your connection.',
  },
};
