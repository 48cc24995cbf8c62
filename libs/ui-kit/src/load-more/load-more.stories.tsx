import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { LoadMore } from './load-more';

const meta = {
  title: 'ui-kit/LoadMore',
  component: LoadMore,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: [
          'The end of a paged list (dashboard, scheduled and personal rooms, recordings, sales): the next page loads as the end scrolls near (an IntersectionObserver on a sentinel, 400 px ahead), and a "load more" button does the same for keyboards, screen readers and browsers without the observer. Nothing shows on the last page.',
          '',
          "- With `@ruume/api-client`: the slice declares `build.infiniteQuery({ ...fromPagedEndpoint(endpoint), providesTags: pagedListTags(type, idOf) })` (the X-Next-Cursor header is the next page's cursor); the screen reads `const { items, loadMore } = pagedList(useXInfiniteQuery())` and ends the list with `<LoadMore {...loadMore} />`.",
          '- A failed page stops the automatic tries; the button says "try again".',
          '- Mocks answer pages with `pagedReply(items)` from `@ruume/api-client/testing` (two items a page).',
          '',
          '```tsx',
          "import { LoadMore } from '@ruume/ui-kit';",
          '<LoadMore {...pagedList(recordings).loadMore} />',
          '```',
        ].join('\n'),
      },
    },
  },
  args: { hasMore: true, loading: false, failed: false, onLoadMore: fn() },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More follow: they load as the end scrolls near, or with the button. */
export const More: Story = {
  play: async ({ args }) => {
    await userEvent.click(
      await screen.findByRole('button', { name: 'load more' }),
    );
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

/** The next page is on its way. */
export const Loading: Story = { args: { loading: true } };

/** The next page failed: say so, and try again by hand. */
export const Failed: Story = { args: { failed: true } };

/** The last page: nothing more to show. */
export const LastPage: Story = { args: { hasMore: false } };
